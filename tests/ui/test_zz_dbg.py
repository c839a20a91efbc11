import traceback
from tests.ui.test_polish import populate, anchors, anchor_point  # noqa
from tests.ui.conftest import settle
import ui.chat.card as cardmod

def test_dbg(qtbot, make_window, history):
    log = []
    orig_hide = cardmod.SourceCard.hide
    orig_place = cardmod.SourceCard._place
    def hide(self):
        if self.isVisible():
            log.append("HIDE " + "".join(traceback.format_stack(limit=4)[:-1]))
        orig_hide(self)
    def place(self, at):
        log.append(f"PLACE {at}")
        orig_place(self, at)
    cardmod.SourceCard.hide = hide
    cardmod.SourceCard._place = place
    window = make_window()
    window.open_conversation(populate(history))
    settle(qtbot, window)
    answer = window.chat.widgets[-1]
    qtbot.waitUntil(answer.isVisible)
    bar = window.chat.verticalScrollBar()
    bar.valueChanged.connect(lambda v: log.append(f"SCROLL {v} max {bar.maximum()}"))
    href = [h for h, _t, _p in anchors(answer.body) if h.startswith("cite:")][-1]
    point = anchor_point(answer.body, href, occurrence=-1)
    log.append(f"MOVE {point} bar {bar.value()}/{bar.maximum()}")
    qtbot.mouseMove(answer.body.viewport(), point)
    card = window.chat.card
    try:
        qtbot.waitUntil(card.isVisible, timeout=3000)
        ok = True
    except Exception:
        ok = False
    print("OK", ok)
    for l in log: print(l)
    assert ok

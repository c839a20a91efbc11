"""Chat history in SQLite: conversations, streamed answers, tool calls, cited sources, traces.

from services.storage import History

history = History(app.paths.history_db())
conv = history.create_conversation()
history.add_user_message(conv.id, "What is new in Python 3.13?")
mid = history.begin_answer(conv.id, model="gpt-4o")
history.append_answer(mid, "Python 3.13 adds ...")   # buffered, saved ~every second
history.finish_answer(mid, "complete")
"""

from services.errors import StorageError
from services.storage.history import History
from services.storage.models import (
    FINAL_STATUSES,
    ROLES,
    STATUSES,
    AnswerSource,
    Conversation,
    Message,
    SearchHit,
    ToolCallRecord,
)
from services.storage.schema import SCHEMA_VERSION

__all__ = [
    "FINAL_STATUSES",
    "ROLES",
    "SCHEMA_VERSION",
    "STATUSES",
    "AnswerSource",
    "Conversation",
    "History",
    "Message",
    "SearchHit",
    "StorageError",
    "ToolCallRecord",
]

"""Pages for ``bench/fragments.py``: one sentence of each kind a citation may point at.

Each case is the HTML of the block holding the cited sentence (its element
carries ``id="target"``), the sentence as a model would write it when citing
that block, and optionally a ``decoy``: a block placed far above the target
that repeats part of its wording, so a link naming only the shared words lands
on the wrong place. Every page puts the target far below the first screen.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Case:
    kind: str
    html: str
    claim: str
    decoy: str = ""
    lang: str = "en"


CASES: tuple[Case, ...] = (
    # Plain prose, and the characters the fragment syntax reserves (- & ,).
    Case("prose", '<p id="target">The lighthouse was finished in 1874 after nine years of '
         "work on the exposed reef.</p>",
         "The lighthouse was finished in 1874 after nine years of work."),
    Case("prose", '<p id="target">Construction paused twice during winter storms. The '
         "keeper's cottage was added in 1880, six years after the tower. It still stands.</p>",
         "The keeper's cottage was added in 1880, six years after the tower."),
    Case("prose", '<p id="target">Our R&amp;D budget rose 3-4%, by far the largest jump, '
         "in fiscal 2024.</p>",
         "The R&D budget rose 3-4% in fiscal 2024."),
    Case("prose", '<p id="target">Temperatures of -40 degrees &ndash; the record low &ndash; '
         "were measured on the plateau in January.</p>",
         "Temperatures of -40 degrees were measured on the plateau in January."),
    # Identifiers in <code>.
    Case("code", '<p id="target">Set <code>max_upload_size</code> to 25 MB before '
         "restarting the uploader service.</p>",
         "Set max_upload_size to 25 MB before restarting the uploader."),
    Case("code", '<p id="target">The <code>file_name</code> field must not contain path '
         "separators of any kind.</p>",
         "The file_name field must not contain path separators."),
    Case("code", '<p id="target">Call <code>os.path.join()</code> rather than gluing '
         "paths together with plus signs.</p>",
         "Call os.path.join() rather than gluing paths together."),
    Case("code", '<p id="target"><code>__init__.py</code> marks a folder as a regular '
         "package for the import system.</p>",
         "__init__.py marks a folder as a regular package."),
    Case("code-block", '<pre id="target"><code>max_upload_size = 25  # C# style: '
         "2*3 = 6</code></pre>",
         "The sample config sets max_upload_size = 25."),
    # C# and other hashes in text.
    Case("csharp", '<p id="target">The C# SDK endpoints are experimental and may change '
         "without notice.</p>",
         "The C# SDK endpoints are experimental."),
    Case("csharp", '<p id="target">C# 12 adds primary constructors to every class and '
         "struct type.</p>",
         "C# 12 adds primary constructors to classes and structs."),
    Case("csharp", '<p id="target">F# and C# projects can share one solution file in the '
         "new tooling.</p>",
         "F# and C# projects can share one solution file."),
    Case("csharp", '<h2 id="target">Calling the C# SDK from older runtimes</h2>',
         "The C# SDK can be called from older runtimes."),
    # Underscores in plain text (escaped by the Markdown writer).
    Case("underscore", '<p id="target">The max_upload_size setting limits each request '
         "to 25 MB by default.</p>",
         "The max_upload_size setting limits each request to 25 MB."),
    Case("underscore", '<p id="target">Rename the file_name column before you run the '
         "importer again.</p>",
         "Rename the file_name column before running the importer again."),
    Case("underscore", '<p id="target">__PYVENV_LAUNCHER__ confuses the old installer on '
         "every macOS release.</p>",
         "__PYVENV_LAUNCHER__ confuses the old installer on macOS."),
    # Asterisks in plain text.
    Case("asterisk", '<p id="target">The product 2*3 equals six, as the worked example '
         "shows.</p>",
         "The product 2*3 equals six."),
    Case("asterisk", '<p id="target">A file named 2*3.txt crashed the parser on every '
         "import.</p>",
         "A file named 2*3.txt crashed the parser on import."),
    Case("asterisk", '<p id="target">*.log matches every log file in the folder, '
         "however deep.</p>",
         "The glob *.log matches every log file in the folder."),
    Case("asterisk", '<p id="target">Ratings run from * for poor to ***** for '
         "outstanding service.</p>",
         "Ratings run from one star for poor to five stars for outstanding service."),
    # Backtick characters shown as text.
    Case("backtick", '<p id="target">Wrap names with spaces in `backticks` when the shell '
         "complains about them.</p>",
         "Wrap names with spaces in backticks when the shell complains."),
    Case("backtick", '<p id="target">In MySQL, quote the column `order` with backticks '
         "because it is a reserved word.</p>",
         "In MySQL, quote the column order with backticks because it is reserved."),
    Case("backtick", '<p id="target">Type <code>`date`</code> inside the prompt to insert '
         "the current date.</p>",
         "Type `date` inside the prompt to insert the current date."),
    # Characters Markdown escapes or reads as syntax.
    Case("escape", '<p id="target">Type \\* in the search box to match a literal star '
         "character.</p>",
         "Type \\* in the search box to match a literal star."),
    Case("escape", '<p id="target">[Draft] The committee will publish its findings in '
         "early spring.</p>",
         "The committee will publish its findings in early spring."),
    Case("escape", '<p id="target"># of users doubled; 1. is not a list item in this '
         "report.</p>",
         "The number of users doubled, the report says."),
    Case("escape", '<p id="target">The snake_case and *emphasis* markers appear '
         "literally in this sentence.</p>",
         "The snake_case and *emphasis* markers appear literally."),
    Case("escape", '<p id="target">Paths like C:\\Users\\ada\\_drafts and \\\\server\\share '
         "hold the saved drafts.</p>",
         "Paths like C:\\Users\\ada\\_drafts hold the saved drafts."),
    # Table cells: the sentence window starts in the previous cells of its row.
    Case("table", '<table><tr><th>Option</th><th>Default</th><th>Meaning</th></tr>'
         "<tr><td><code>auto_save</code></td><td>on</td><td>Saves every draft each "
         'minute.</td></tr><tr id="target"><td><code>session_timeout</code></td>'
         "<td>30 min</td><td>Idle time before a user is logged out of the console."
         "</td></tr></table>",
         "Users are logged out of the console after 30 minutes of idle time."),
    Case("table", "<table><tr><th>Year</th><th>Event</th></tr><tr><td>1866</td><td>Work "
         'starts on the reef foundations.</td></tr><tr id="target"><td>1874</td><td>The '
         "tower is finished and first lit.</td></tr></table>",
         "The tower was finished and first lit in 1874."),
    Case("table", "<table><tr><th>Flag</th><th>Effect</th></tr>"
         '<tr id="target"><td>--no-cache</td><td>Skips the C# build cache and the '
         "file_name index.</td></tr></table>",
         "The --no-cache flag skips the C# build cache and the file_name index."),
    Case("table", "<table><tr><th>Setting</th><th>Value</th></tr><tr><td>Workers</td>"
         '<td>4</td></tr><tr id="target"><td>max_upload_size</td><td>25 MB</td></tr>'
         "</table>",
         "The max_upload_size setting is 25 MB."),
    # List items.
    Case("list", '<ul><li>Each worker keeps its own cache of compiled templates.</li>'
         '<li id="target">Workers restart after serving ten thousand requests.</li></ul>',
         "Workers restart after serving ten thousand requests."),
    Case("list", '<ol><li>Download the archive.</li><li id="target">Run the '
         "<code>migrate</code> command once before the first start.</li></ol>",
         "Upgrading needs one migrate run before the first start."),
    # Chinese and Japanese.
    Case("cjk", '<p id="target">该项目于二零二三年发布了第一个稳定版本，并获得了广泛关注。</p>',
         "该项目于二零二三年发布了第一个稳定版本。", lang="zh"),
    Case("cjk", '<p id="target">この灯台は一八七四年に完成し、今も海を照らしている。</p>',
         "この灯台は一八七四年に完成した。", lang="ja"),
    # Typographic quotes.
    Case("quotes", '<p id="target">The mayor called it \u201ca turning point for the '
         "harbour\u201d in her speech on Monday.</p>",
         "The mayor called it \u201ca turning point for the harbour\u201d on Monday."),
    Case("quotes", '<p id="target">The keeper\u2019s logbook records \u2018fog every '
         "morning\u2019 through the whole of March.</p>",
         "The keeper's logbook records fog every morning through March."),
    # Links and emphasis inside the sentence.
    Case("inline", '<p id="target">Read <a href="/guide">the migration guide</a> and '
         "<b>back up</b> your database before upgrading.</p>",
         "Read the migration guide and back up your database before upgrading."),
    Case("inline", '<p id="target">The <em>second</em> release candidate fixed the '
         "<strong>memory leak</strong> in the scheduler.</p>",
         "The second release candidate fixed the memory leak in the scheduler."),
    # A phrase the page repeats above the target.
    Case("repeated", '<p id="target">The default limit is 25 MB for each upload made '
         "through the public API.</p>",
         "The default limit is 25 MB for each upload made through the public API.",
         decoy="<p>The default limit is 25 MB for each upload. Larger files are refused.</p>"),
    Case("repeated", '<p id="target">Version 2 adds offline mode for the mobile app and '
         "the watch app.</p>",
         "Version 2 adds offline mode for the mobile and watch apps.",
         decoy="<p>Version 2 adds offline mode for the desktop app only.</p>"),
    # Harder mixes: several code spans, long cells, quotes, breaks, word-glued emphasis.
    Case("code", '<p id="target">Pass <code>--max-workers 4</code> and '
         "<code>--log-level debug</code> when the queue stalls under heavy load.</p>",
         "Pass --max-workers 4 and --log-level debug when the queue stalls."),
    Case("table", "<table><tr><th>Key</th><th>Meaning</th></tr><tr><td>a</td><td>First."
         '</td></tr><tr id="target"><td><code>retry_after</code></td><td>Seconds the '
         "client waits before it sends the same request again, at most 120.</td></tr>"
         "</table>",
         "The client waits retry_after seconds, at most 120, before it sends the request "
         "again."),
    Case("table", '<table><tr><th>Term</th><th>Meaning</th></tr><tr id="target"><td>'
         "<b>C#</b></td><td>A language by Microsoft; see <a href='/cs'>the C# guide</a>."
         "</td></tr></table>",
         "C# is a language by Microsoft."),
    Case("quote", '<blockquote id="target"><p>We will not raise prices before the '
         "spring, whatever the cost of fuel does.</p></blockquote>",
         "The firm will not raise prices before the spring."),
    Case("list", '<ul><li>Outer item<ul><li id="target">The nested item keeps its '
         "own numbering after every restart.</li></ul></li></ul>",
         "The nested item keeps its own numbering after every restart."),
    Case("inline", '<p id="target">The port<br>closes at dusk and reopens at dawn each '
         "day of the year.</p>",
         "The port closes at dusk and reopens at dawn."),
    Case("inline", '<p id="target">Tickets cost 12&nbsp;EUR for adults and 6&nbsp;EUR '
         "for children under twelve.</p>",
         "Tickets cost 12 EUR for adults and 6 EUR for children."),
    Case("inline", '<p id="target">The <a href="/d">file_name docs</a> list every '
         "<b>25</b>% rule for the archive format.</p>",
         "The file_name docs list every 25% rule for the archive format."),
    Case("inline", '<p id="target">The result was un<em>believ</em>able, said the '
         "referee after the final whistle.</p>",
         "The referee said the result was unbelievable after the final whistle."),
    Case("cjk", '<p id="target">北京的常住人口约为2180万，比十年前增加了约200万人，'
         "增长主要来自外来务工人员和他们的家庭成员。</p>",
         "北京的常住人口约为2180万，比十年前增加了约200万人。", lang="zh"),
    Case("repeated", '<ul id="target"><li>Tickets are sold at the gate.</li><li>Entry is '
         "free for children under six.</li><li>Adults pay twelve euros for the tour.</li>"
         "</ul>",
         "Entry is free for children under six and adults pay twelve euros.",
         decoy="<ul><li>Opening hours vary.</li><li>Entry is free for children under six."
         "</li></ul>"),
    Case("repeated", '<p id="target">Use the new scheduler for every job that runs '
         "longer than an hour on the cluster.</p>",
         "Use the new scheduler for jobs that run longer than an hour on the cluster.",
         decoy="<p>Use the new scheduler for every job. It replaces the old one.</p>"
         "<p>Use the new scheduler for every job that runs overnight.</p>"),
)


# Written after the builder passed every case above, and never tuned on: the
# figure these give is the honest one for pages the fixes did not see.
FRESH: tuple[Case, ...] = (
    Case("prose", '<p>Grain prices fell in March. Farmers held back stock. <span id="target">'
         "The cooperative in Tarnow sold its reserve at a loss of nine percent, its first "
         "loss in a decade.</span> Analysts expect a rebound. Exports stay weak.</p>",
         "The Tarnow cooperative sold its reserve at a nine percent loss."),
    Case("prose", '<p id="target">Die Brücke über die Saale wurde am 3. Mai 1911 für den '
         "Verkehr freigegeben, „nach vier Jahren Bauzeit“.</p>",
         "Die Brücke über die Saale wurde am 3. Mai 1911 freigegeben.", lang="de"),
    Case("prose", '<p id="target">The survey counted 1,204,000 visitors, up 7.5% on the '
         "year before (see table 2) [sic].</p>",
         "The survey counted 1,204,000 visitors, up 7.5%."),
    Case("inline", '<p id="target">The reactor<sup>[3]</sup> was shut down in 1996 after '
         "a long dispute with the regional grid.</p>",
         "The reactor was shut down in 1996 after a dispute with the grid."),
    Case("inline", '<p id="target">Press <kbd>Ctrl</kbd>+<kbd>Shift</kbd>+<kbd>P</kbd> to '
         "open the command palette in any window.</p>",
         "Press Ctrl+Shift+P to open the command palette."),
    Case("inline", '<p id="target">Click the <img src="g.png" alt="gear"> icon to open the '
         "settings panel on the right.</p>",
         "Click the gear icon to open the settings panel."),
    Case("inline", '<p id="target">The word Foot<span>note</span> was coined by the '
         "printers of the seventeenth century.</p>",
         "The word footnote was coined by seventeenth-century printers."),
    Case("inline", '<p id="target">Over two hundred \U0001F41D colonies survived the cold '
         "spring in the northern valleys.</p>",
         "Over two hundred bee colonies survived the cold spring."),
    Case("code", '<p id="target">Config lives in <code>~/.config/footnote/settings.toml'
         "</code> unless <code>XDG_CONFIG_HOME</code> points elsewhere.</p>",
         "Config lives in ~/.config/footnote/settings.toml unless XDG_CONFIG_HOME is set."),
    Case("code", '<p id="target">Release 1.2.3-beta.4 fixed the crash in '
         "<code>parse_header()</code> on empty input.</p>",
         "Release 1.2.3-beta.4 fixed the crash in parse_header() on empty input."),
    Case("code", '<p id="target">Pipe the output through ls | grep -v tmp to hide the '
         "temporary files.</p>",
         "Pipe the output through ls | grep -v tmp to hide temporary files."),
    Case("code-block", '<pre id="target"><code>def area(r):\n    return 3.14159 * r ** 2\n'
         "</code></pre>",
         "The function returns 3.14159 * r ** 2."),
    Case("escape", '<p id="target">Use **double asterisks** and __double underscores__ '
         "only inside the raw editor.</p>",
         "Use **double asterisks** and __double underscores__ only in the raw editor."),
    Case("escape", '<p id="target">2024. The year the archive moved to the new '
         "building on the river.</p>",
         "In 2024 the archive moved to the new building on the river."),
    Case("escape", '<p id="target">Prices start at $5 and rise to $10 for the guided '
         "tour of the tower.</p>",
         "Prices start at $5 and rise to $10 for the guided tour."),
    Case("table", "<table><tr><th>Model</th><th>Range</th><th>Note</th></tr><tr><td>A-1"
         '</td><td>300 km</td><td>Base model.</td></tr><tr id="target"><td>A-2 Long-Range'
         "</td><td>540 km</td><td>Adds a second battery pack under the rear seats.</td>"
         "</tr></table>",
         "The A-2 Long-Range adds a second battery pack under the rear seats."),
    Case("table", '<table><tr><th>城市</th><th>人口</th></tr><tr id="target"><td>成都</td>'
         "<td>约2100万人，是西南地区人口最多的城市之一。</td></tr></table>",
         "成都约有2100万人，是西南地区人口最多的城市之一。", lang="zh"),
    Case("list", '<dl><dt>Tide table</dt><dd id="target">Lists high and low water for '
         "each day of the month at the harbour mouth.</dd></dl>",
         "The tide table lists high and low water for each day at the harbour mouth."),
    Case("cjk", '<p id="target">서울의 지하철은 1974년에 처음 개통되었으며, 현재 하루 '
         "700만 명 이상이 이용한다.</p>",
         "서울의 지하철은 1974년에 처음 개통되었다.", lang="ko"),
    Case("quote", '<p id="target">She called the plan <q>bold but late</q> and asked for '
         "a second vote in June.</p>",
         "She called the plan bold but late and asked for a second vote."),
    Case("heading", '<section id="target"><h2>Why the harbour wall failed in 1953</h2><p>'
         "The wall was built on sand that the spring tides washed out.</p></section>",
         "The harbour wall failed in 1953 because it was built on sand."),
    Case("repeated", '<p id="target">The museum is closed on Mondays except in July and '
         "August.</p>",
         "The museum is closed on Mondays except in July and August.",
         decoy="<p>The museum is closed on Mondays.</p><p>The café is closed on Mondays "
         "except in July.</p>"),
)


# Written after FRESH was fixed, run once and reported as found: no rule was
# changed for these.
UNSEEN: tuple[Case, ...] = (
    Case("prose", '<p id="target">Mount Kenya (Kikuyu: K\u0129r\u0129nyaga) is the highest '
         "mountain in Kenya<sup>[2]</sup> and the second-highest in Africa.</p>",
         "Mount Kenya is the highest mountain in Kenya and the second-highest in Africa."),
    Case("prose", '<p id="target">Most plants, e.g. ferns and mosses, i.e. the older '
         "groups, spread by spores rather than seeds.</p>",
         "Ferns and mosses spread by spores rather than seeds."),
    Case("prose", '<p id="target">The state-of-the-art sensor gave well-known, '
         "long-term results across the whole test.</p>",
         "The state-of-the-art sensor gave long-term results."),
    Case("prose", '<p id="target">Le prix\u00a0: 5\u00a0\u20ac par personne, \u00ab\u00a0sans '
         "r\u00e9duction\u00a0\u00bb pour les groupes.</p>",
         "Le prix est de 5 \u20ac par personne, sans r\u00e9duction.", lang="fr"),
    Case("prose", '<p id="target">\u041c\u043e\u0441\u0442 \u0431\u044b\u043b '
         "\u043f\u043e\u0441\u0442\u0440\u043e\u0435\u043d \u0432 1936 \u0433\u043e\u0434"
         "\u0443 \u0438 \u0440\u0435\u043a\u043e\u043d\u0441\u0442\u0440\u0443\u0438"
         "\u0440\u043e\u0432\u0430\u043d \u0432 2004 \u0433\u043e\u0434\u0443.</p>",
         "\u041c\u043e\u0441\u0442 \u0431\u044b\u043b \u043f\u043e\u0441\u0442\u0440\u043e"
         "\u0435\u043d \u0432 1936 \u0433\u043e\u0434\u0443.", lang="ru"),
    Case("prose", '<p id="target" dir="rtl">\u0627\u0641\u062a\u062a\u062d \u0627\u0644'
         "\u0645\u062a\u062d\u0641 \u0641\u064a \u0639\u0627\u0645 1925 \u0628\u0639\u062f "
         "\u062e\u0645\u0633 \u0633\u0646\u0648\u0627\u062a \u0645\u0646 \u0627\u0644\u0628"
         "\u0646\u0627\u0621.</p>",
         "\u0627\u0641\u062a\u062a\u062d \u0627\u0644\u0645\u062a\u062d\u0641 \u0641\u064a "
         "\u0639\u0627\u0645 1925.", lang="ar"),
    Case("prose", '<p id="target">The hall seats 10\u2009000 people and opened in the '
         "autumn of 1998.</p>",
         "The hall seats 10,000 people and opened in 1998."),
    Case("inline", '<p id="target">See <a href="/rfc"><b>RFC 9110</b></a>, section '
         "15.5.5, for the meaning of the 404 status code.</p>",
         "RFC 9110 section 15.5.5 defines the 404 status code."),
    Case("inline", '<p id="target">The <abbr title="World Health Organization">WHO</abbr> '
         "updated its malaria guidance in October 2023.</p>",
         "The WHO updated its malaria guidance in October 2023."),
    Case("inline", '<p id="target"><b>Foot</b>note styles differ between the Chicago '
         "and the Oxford manuals.</p>",
         "Footnote styles differ between the Chicago and Oxford manuals."),
    Case("code", '<p id="target">Install into <code>C:\\Program Files\\Footnote</code> '
         "unless the user picks another folder.</p>",
         "The installer uses C:\\Program Files\\Footnote unless the user picks a folder."),
    Case("code", '<p id="target">Functions that take <code>**kwargs</code> must not '
         "touch <code>_private</code> names of the caller.</p>",
         "Functions that take **kwargs must not touch _private names."),
    Case("escape", '<p id="target">Write [text](https://example.org) in the editor to '
         "make a link to another page.</p>",
         "Write [text](https://example.org) in the editor to make a link."),
    Case("escape", '<p id="target">Wrap the block in &lt;div class="note"&gt; tags so the '
         "theme styles it.</p>",
         'Wrap the block in <div class="note"> tags so the theme styles it.'),
    Case("table", "<table><tr><th>Plan</th><th>Price</th><th>Notes</th></tr>"
         '<tr id="target"><td>Team</td><td>\u20ac12 / month</td><td>Up to ten seats<br>'
         "and shared folders for every project.</td></tr></table>",
         "The Team plan costs 12 euros a month and has shared folders for every project."),
    Case("list", '<ul><li><p>First, drain the tank.</p></li><li id="target"><p>Then '
         "replace the gasket with the one supplied in the repair kit.</p></li></ul>",
         "Replace the gasket with the one supplied in the repair kit."),
    Case("figure", '<figure id="target"><img src="m.png" alt="map"><figcaption>The 1854 '
         "cholera map drawn by John Snow of Soho.</figcaption></figure>",
         "John Snow drew the cholera map of Soho in 1854."),
    Case("details", '<details id="target"><summary>Shipping</summary><p>Orders ship '
         "within two working days from the Leipzig warehouse.</p></details>",
         "Orders ship within two working days from the Leipzig warehouse."),
    Case("repeated", '<p id="target">Entry is free for children under six.</p>',
         "Entry is free for children under six.",
         decoy="<p>Entry is free for children under six.</p>"),
)

# Written in the third session of 2026-12-04 before any of them was run: code
# with dashes, paths, calls and templates, entities, chemistry, keys, a URL in
# text, German and Japanese table cells, footnote marks, nested lists.
LATEST: tuple[Case, ...] = (
    Case("code", '<p id="target">Pass <code>--no-cache-dir</code> to <code>pip install'
         "</code> when the build machine has little disk space left.</p>",
         "Pass --no-cache-dir to pip install when the build machine has little disk space."),
    Case("code", '<p id="target">The settings live in <code>C:\\Users\\&lt;name&gt;\\AppData'
         "\\Roaming\\Footnote</code> on Windows and are read once at start.</p>",
         "On Windows the settings live in C:\\Users\\<name>\\AppData\\Roaming\\Footnote."),
    Case("code", '<p id="target">Call <code>session.close()</code> before the process exits, '
         "or pending writes to the journal are lost.</p>",
         "Call session.close() before the process exits, or pending writes are lost."),
    Case("code", '<p id="target">A <code>std::vector&lt;int&gt;</code> grows by doubling its '
         "capacity whenever it runs out of room.</p>",
         "A std::vector<int> grows by doubling its capacity whenever it runs out of room."),
    Case("escape", '<p id="target">Research &amp; development spending rose to 4.1% of '
         "revenue, the highest share since the company listed.</p>",
         "Research & development spending rose to 4.1% of revenue."),
    Case("inline", '<p id="target">Each molecule of H<sub>2</sub>O holds two hydrogen atoms '
         "bound to one oxygen atom at an angle of about 104.5 degrees.</p>",
         "Each water molecule holds two hydrogen atoms bound to one oxygen atom at about "
         "104.5 degrees."),
    Case("inline", '<p id="target">Press <kbd>Ctrl</kbd>+<kbd>Shift</kbd>+<kbd>P</kbd> to open '
         "the command palette from any editor window.</p>",
         "Press Ctrl+Shift+P to open the command palette from any editor window."),
    Case("prose", '<p id="target">Reports can be sent to security@example.org or through the '
         "form at https://example.org/report, and are answered within five days.</p>",
         "Reports sent to security@example.org are answered within five days."),
    Case("prose", '<p id="target">The bridge carries about 38,000 vehicles a day.<sup>'
         '<a href="#n3">[3]</a></sup> Tolls were abolished in 1998.</p>',
         "The bridge carries about 38,000 vehicles a day, and tolls were abolished in 1998."),
    Case("table", "<table><tr><th>Termin</th><th>Ort</th></tr><tr><td>3. März 2026</td>"
         "<td>Rathaus</td></tr>"
         '<tr id="target"><td>14. April 2026</td><td>Stadthalle, großer Saal (Einlass ab 18 '
         "Uhr)</td></tr></table>",
         "Am 14. April 2026 findet die Veranstaltung in der Stadthalle statt, Einlass ab 18 "
         "Uhr.", lang="de"),
    Case("table", "<table><tr><th>路線</th><th>所要時間</th></tr>"
         '<tr id="target"><td>新宿から箱根湯本</td><td>特急ロマンスカーで約85分</td></tr>'
         "<tr><td>東京から熱海</td><td>新幹線で約40分</td></tr></table>",
         "新宿から箱根湯本までは特急ロマンスカーで約85分です。", lang="ja"),
    Case("list", "<ul><li>Before you start:<ul>"
         '<li id="target">back up the database with the dump command and keep the file '
         "somewhere off the server;</li><li>stop the workers.</li></ul></li></ul>",
         "Back up the database with the dump command and keep the file off the server."),
    Case("escape", '<p id="target">Match lines with <code>^\\s*#\\s*include</code> to find '
         "every include directive, even indented ones.</p>",
         "The pattern ^\\s*#\\s*include finds every include directive, even indented ones."),
    Case("prose", '<p id="target">The museum — closed since the flood — reopens on Friday '
         "with a new wing for the textile collection.</p>",
         "The museum, closed since the flood, reopens on Friday with a new textile wing."),
    Case("cjk", '<p id="target">该桥全长约1.6公里，于2019年7月正式通车，设计时速为每小时'
         "80公里。</p>", "该桥全长约1.6公里，2019年7月正式通车。", lang="zh"),
    Case("code-block", '<pre id="target"><code>docker run --rm -p 8080:80 '
         "-v \"$PWD\":/data nginx:1.27</code></pre>",
         "Run docker run --rm -p 8080:80 -v \"$PWD\":/data nginx:1.27 to serve the folder."),
)

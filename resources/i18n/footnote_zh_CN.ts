<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Activity</name>
    <message>
        <location filename="../../ui/chat/activity.py" line="+63"/>
        <source>{hosts} +{n}</source>
        <translation>{hosts} 及另外 {n} 个</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{status} · {hosts}</source>
        <translation>{status} · {hosts}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{status}…</source>
        <translation>{status}…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>1 search failed</source>
        <translation>1 次搜索失败</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n} searches failed</source>
        <translation>{n} 次搜索失败</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Searched 1 query</source>
        <translation>搜索了 1 个查询</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Searched {n} queries</source>
        <translation>搜索了 {n} 个查询</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>read 1 page</source>
        <translation>读取了 1 个网页</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>read {n} pages</source>
        <translation>读取了 {n} 个网页</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read 1 page</source>
        <translation>读取了 1 个网页</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read {n} pages</source>
        <translation>读取了 {n} 个网页</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 page could not be read</source>
        <translation>1 个网页无法读取</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n} pages could not be read</source>
        <translation>{n} 个网页无法读取</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · </source>
        <translation> · </translation>
    </message>
    <message>
        <location line="+23"/>
        <source>“{query}”: stopped</source>
        <translation>“{query}”：已停止</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“{query}”: {why}</source>
        <translation>“{query}”：{why}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 result</source>
        <translation>1 条结果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n} results</source>
        <translation>{n} 条结果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“{query}”: {found} ({provider})</source>
        <translation>“{query}”：{found}（{provider}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not read (stopped): {host}</source>
        <translation>未读取（已停止）：{host}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not read {host}: {why}</source>
        <translation>无法读取 {host}：{why}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read {host}</source>
        <translation>已读取 {host}</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Details</source>
        <translation>详情</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show what was searched and read</source>
        <translation>查看搜索和读取了哪些内容</translation>
    </message>
</context>
<context>
    <name>Answer</name>
    <message>
        <location filename="../../ui/chat/answer.py" line="+215"/>
        <source>Unknown source id</source>
        <translation>未知的来源编号</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>Sources:</source>
        <translation>来源：</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Copy code</source>
        <translation>复制代码</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>by %1</source>
        <translation>作者：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>published %1</source>
        <translation>发布于 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fetched %1</source>
        <translation>抓取于 %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
</context>
<context>
    <name>AppearancePage</name>
    <message>
        <location filename="../../ui/settings/appearance_page.py" line="+35"/>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Follow the system (%1)</source>
        <translation>跟随系统（%1）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Appearance</source>
        <translation>外观</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Theme:</source>
        <translation>主题：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language:</source>
        <translation>语言：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Changes apply to every open window as soon as you save.</source>
        <translation>保存后，更改会立即应用到所有打开的窗口。</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <location filename="../../ui/banner.py" line="+85"/>
        <location line="+1"/>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>BlacklistPage</name>
    <message>
        <location filename="../../ui/settings/blacklist_page.py" line="+71"/>
        <source>Blacklist</source>
        <translation>黑名单</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Invalid blacklist rules</source>
        <translation>无效的黑名单规则</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n line(s) of your lists are not valid rules. If you save now they are kept in the text but skipped: they block or allow nothing.</source>
        <translation>
            <numerusform>你的列表中有 %n 行不是有效规则。如果现在保存，它们会保留在文本中但被跳过：既不屏蔽也不放行任何内容。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+85"/>
        <location line="+2"/>
        <source>Block rules</source>
        <translation>屏蔽规则</translation>
    </message>
    <message>
        <location line="-87"/>
        <location line="+86"/>
        <location line="+2"/>
        <source>Allow rules</source>
        <translation>允许规则</translation>
    </message>
    <message>
        <location line="-85"/>
        <source>Save and skip these lines</source>
        <translation>保存并跳过这些行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep editing</source>
        <translation>继续编辑</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Type an address to see which rule decides it.</source>
        <translation>输入一个网址，查看由哪条规则决定它。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Blocked by line %1 of %2: %3</source>
        <translation>被%2第 %1 行屏蔽：%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allowed by line %1 of %2: %3</source>
        <translation>被%2第 %1 行允许：%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kept by the exception on line %1 of %2: %3</source>
        <translation>因%2第 %1 行的例外规则而保留：%3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Blocked: it matches no rule of your allow list, and a non-empty allow list keeps only what it matches.</source>
        <translation>已屏蔽：它不匹配允许列表中的任何规则，而非空的允许列表只保留匹配的结果。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Kept: this is not a web address, so no rule applies.</source>
        <translation>保留：这不是网址，因此没有规则适用。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kept: no rule matches this address.</source>
        <translation>保留：没有规则匹配此网址。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>your block rules</source>
        <translation>你的屏蔽规则</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your allow rules</source>
        <translation>你的允许规则</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the subscription %1</source>
        <translation>订阅“%1”</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Results and pages matching a block rule are never shown to the model. Rules use uBlacklist syntax: match patterns, /regular expressions/ and @ exceptions.</source>
        <translation>匹配屏蔽规则的搜索结果和网页永远不会提供给模型。规则使用 uBlacklist 语法：匹配模式、/正则表达式/ 和 @ 例外。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Test a URL</source>
        <translation>测试 URL</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the allow list has rules, only matching results are kept.</source>
        <translation>允许列表中有规则时，只保留匹配的结果。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Test a URL:</source>
        <translation>测试网址：</translation>
    </message>
</context>
<context>
    <name>BudgetPage</name>
    <message>
        <location filename="../../ui/settings/budget_page.py" line="+62"/>
        <source>Fit results into the budget</source>
        <translation>将结果裁剪到预算之内</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No limit (send results whole)</source>
        <translation>不限制（完整发送结果）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Token budget</source>
        <translation>Token 预算</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Search results and pages are sent whole; a long page can fill the model&apos;s context.</source>
        <translation>搜索结果和网页会完整发送；较长的网页可能占满模型的上下文。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No model is chosen yet.</source>
        <translation>尚未选择模型。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model %1: context window of %2 tokens.</source>
        <translation>模型 %1：上下文窗口为 %2 个 token。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Model %1: context window unknown (set it in Models).</source>
        <translation>模型 %1：上下文窗口未知（可在“模型”页设置）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pages get up to %1 tokens per call, search results up to %2.</source>
        <translation>每次调用中网页最多占用 %1 个 token，搜索结果最多 %2 个。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Mode:</source>
        <translation>模式：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fetched pages:</source>
        <translation>读取的网页：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search results:</source>
        <translation>搜索结果：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;Automatic&apos; follows the model&apos;s context window.</source>
        <translation>“自动”会根据模型的上下文窗口确定预算。</translation>
    </message>
</context>
<context>
    <name>ChatSession</name>
    <message>
        <location filename="../../ui/session.py" line="+214"/>
        <source>Continue the answer from where it stopped.</source>
        <translation>请从中断的地方继续回答。</translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message>
        <location filename="../../ui/chat/view.py" line="+130"/>
        <source>Show earlier messages</source>
        <translation>显示更早的消息</translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message>
        <location filename="../../ui/chat/composer.py" line="+153"/>
        <source>Ask anything. Enter sends, Shift+Enter breaks the line.</source>
        <translation>随便问点什么。Enter 发送，Shift+Enter 换行。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model used for the next answer</source>
        <translation>下一次回答使用的模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Web search mode</source>
        <translation>联网搜索模式</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Web: auto</source>
        <translation>联网：自动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Web: always search</source>
        <translation>联网：总是搜索</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Web: off</source>
        <translation>联网：关闭</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Auto: the model decides when to search. Always: search every question. Off: answer without the web.</source>
        <translation>自动：由模型决定何时搜索。总是：每个问题都搜索。关闭：不使用网络回答。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Send</source>
        <translation>发送</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop (Esc)</source>
        <translation>停止（Esc）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Send (Enter)</source>
        <translation>发送（Enter）</translation>
    </message>
</context>
<context>
    <name>ContentBrowser</name>
    <message>
        <location filename="../../ui/chat/browser.py" line="+142"/>
        <source>Copied</source>
        <translation>已复制</translation>
    </message>
</context>
<context>
    <name>ConversationDelegate</name>
    <message>
        <location filename="../../ui/conversation_delegate.py" line="+220"/>
        <source>Conversation title</source>
        <translation>对话标题</translation>
    </message>
</context>
<context>
    <name>ConversationList</name>
    <message>
        <location filename="../../ui/conversations.py" line="+116"/>
        <location line="+56"/>
        <source>New chat</source>
        <translation>新对话</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>Start a new conversation (Ctrl+N)</source>
        <translation>开始新对话（Ctrl+N）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search titles and messages</source>
        <translation>搜索标题和消息</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Models, web search, keys, blacklist, appearance</source>
        <translation>模型、网页搜索、密钥、黑名单、外观</translation>
    </message>
    <message>
        <location line="+185"/>
        <source>Rename</source>
        <translation>重命名</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
</context>
<context>
    <name>ConversationModel</name>
    <message>
        <location filename="../../ui/conversation_model.py" line="+106"/>
        <location line="+12"/>
        <source>New chat</source>
        <translation>新对话</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Today</source>
        <translation>今天</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yesterday</source>
        <translation>昨天</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous 7 days</source>
        <translation>过去 7 天</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Older</source>
        <translation>更早</translation>
    </message>
</context>
<context>
    <name>EmptyChat</name>
    <message>
        <location filename="../../ui/chat/empty.py" line="+55"/>
        <source>What would you like to know?</source>
        <translation>你想了解什么？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answers come with numbered sources from the web: click a number to open the page, rest the pointer on it to see the passage.</source>
        <translation>回答附有来自网络的编号来源：点击编号打开网页，将指针停在编号上可查看对应段落。</translation>
    </message>
</context>
<context>
    <name>Endings</name>
    <message>
        <location filename="../../ui/endings.py" line="+77"/>
        <source>The answer reached the model&apos;s output limit and was cut off.</source>
        <translation>回答达到了模型的输出上限，被截断。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The provider&apos;s content filter stopped the answer.</source>
        <translation>服务商的内容过滤器中止了回答。</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Most searches failed: {why} The answer uses what was found.</source>
        <translation>大部分搜索失败：{why}回答使用了已找到的内容。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{why} Footnote tried {n} search rounds and found nothing to answer from.</source>
        <translation>{why}Footnote 尝试了 {n} 轮搜索，没有找到可以用来回答的内容。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Footnote stopped searching after {n} rounds, the limit set in Settings; the answer uses what was found.</source>
        <translation>Footnote 在 {n} 轮搜索后停止（设置中的上限）；回答使用了已找到的内容。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model used all {n} search rounds without writing an answer.</source>
        <translation>模型用完了全部 {n} 轮搜索，却没有写出回答。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The answer reached the output limit of {n} tokens and was cut off.</source>
        <translation>回答达到了 {n} 个 token 的输出上限，被截断。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model gave no answer after its searches failed: {why}</source>
        <translation>搜索失败后，模型没有给出回答：{why}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The connection to the model was cut before the answer was finished.</source>
        <translation>回答完成前，与模型的连接中断了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The model did not answer in time.</source>
        <translation>模型未能及时回答。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The model provider refused or failed the request.</source>
        <translation>模型服务商拒绝了请求或处理失败。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The model gave an empty answer.</source>
        <translation>模型给出了空回答。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The answer could not be finished.</source>
        <translation>回答未能完成。</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Incomplete: the output limit was reached</source>
        <translation>不完整：已达到输出上限</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Incomplete: stopped by the content filter</source>
        <translation>不完整：被内容过滤器中止</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Incomplete: the connection was cut</source>
        <translation>不完整：连接中断</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../../ui/errors.py" line="+39"/>
        <source>The chat history could not be saved or read: {e}</source>
        <translation>无法保存或读取聊天记录：{e}</translation>
    </message>
</context>
<context>
    <name>Examples</name>
    <message>
        <location filename="../../ui/examples.py" line="+13"/>
        <source>What is new in the latest Python release?</source>
        <translation>最新的 Python 版本有哪些新特性？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How do heat pumps cope with very cold weather?</source>
        <translation>热泵在严寒天气下表现如何？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which is better for a small CLI tool: Rust or Go?</source>
        <translation>写小型命令行工具，Rust 和 Go 哪个更合适？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Is it safe to eat raw cookie dough?</source>
        <translation>生的饼干面团可以安全食用吗？</translation>
    </message>
</context>
<context>
    <name>FetchPage</name>
    <message>
        <location filename="../../ui/settings/fetch_page.py" line="+60"/>
        <source>Jina Reader (reads the page on Jina&apos;s servers)</source>
        <translation>Jina Reader（在 Jina 的服务器上读取网页）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None (report the failure)</source>
        <translation>无（报告失败原因）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Allow reading private network addresses (localhost, LAN, intranet)</source>
        <translation>允许读取私有网络地址（localhost、局域网、内网）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>s</source>
        <translation>秒</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MB</source>
        <translation>MB</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Web fetch</source>
        <translation>网页读取</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>When a page cannot be read</source>
        <translation>网页无法读取时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fallback:</source>
        <translation>备用方式：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jina host:</source>
        <translation>Jina 地址：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jina key:</source>
        <translation>Jina 密钥：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jina Reader works without a key at a lower rate limit. The page address is sent to Jina only when Footnote&apos;s own download fails.</source>
        <translation>Jina Reader 无需密钥即可使用，但速率限制较低。只有在 Footnote 自己下载失败时，网页地址才会发送给 Jina。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Network and limits</source>
        <translation>网络与限制</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warning: the model chooses which addresses to read. With this on, a web page could lead it to your router, printer or intranet services. Turn it on only if you need Footnote to read pages on your own network.</source>
        <translation>警告：读取哪些地址由模型决定。开启后，某个网页可能诱导它访问你的路由器、打印机或内网服务。只有在需要 Footnote 读取你自己网络中的网页时才开启。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time limit per page:</source>
        <translation>每个网页的时间限制：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest page:</source>
        <translation>网页大小上限：</translation>
    </message>
</context>
<context>
    <name>HeldBack</name>
    <message>
        <location filename="../../ui/heldback.py" line="+25"/>
        <source>an e-mail address</source>
        <translation>一个电子邮件地址</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a phone number</source>
        <translation>一个电话号码</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a number</source>
        <translation>一个数字</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an identifier</source>
        <translation>一个标识符</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>private text</source>
        <translation>私密文字</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 words of the conversation</source>
        <translation>对话中的 %1 个词</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 and %2</source>
        <translation>%1和%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Footnote did not send a request the model made after reading a page: it would have sent %1 from this conversation to %2 (%3).</source>
        <translation>模型读过网页后发起了一个请求，Footnote 没有发送：它会把本次对话中的%1发送到 %2（%3）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 more requests were held back too.</source>
        <translation>另有 %1 个请求也被拦下。</translation>
    </message>
</context>
<context>
    <name>HistoryUpgrade</name>
    <message>
        <location filename="../../ui/history_open.py" line="+40"/>
        <source>Backing up the chat history…</source>
        <translation>正在备份聊天记录…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Upgrading the chat history: %1 of %2 conversations…</source>
        <translation>正在升级聊天记录：第 %1 / %2 个对话…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Indexing messages for search: %1 of %2…</source>
        <translation>正在为搜索建立消息索引：%1 / %2…</translation>
    </message>
</context>
<context>
    <name>KeyField</name>
    <message>
        <location filename="../../ui/settings/keys.py" line="+93"/>
        <source>API key</source>
        <translation>API 密钥</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In use: the key from the environment variable %1 (ending in %2). It takes precedence over a key saved here, and Check tests it.</source>
        <translation>正在使用：环境变量 %1 中的密钥（结尾为 %2）。它优先于此处保存的密钥，“检查”测试的也是它。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Set by the environment variable %1</source>
        <translation>由环境变量 %1 设置</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Hide the key</source>
        <translation>隐藏密钥</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the key</source>
        <translation>显示密钥</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No key set</source>
        <translation>未设置密钥</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paste your API key (several keys: separate them with commas). Stored in the OS keychain, never in the settings file. Also read from the environment: %1</source>
        <translation>粘贴你的 API 密钥（多个密钥用逗号分隔）。密钥保存在系统钥匙串中，绝不写入设置文件。也会从环境变量读取：%1</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>No keychain available</source>
        <translation>没有可用的钥匙串</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No OS keychain (keyring backend) is available on this system, so your API keys were not stored.</source>
        <translation>此系统上没有可用的系统钥匙串（keyring 后端），因此你的 API 密钥未被保存。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You can install and unlock a keychain (GNOME Keyring, KWallet) and save again, set the keys in environment variables, or store them in a plain-text file readable only by you:
%1</source>
        <translation>你可以安装并解锁一个钥匙串（GNOME Keyring、KWallet）后再次保存，或者通过环境变量设置密钥，或者把密钥存到一个只有你能读取的明文文件中：
%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Store in a plain-text file</source>
        <translation>存入明文文件</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Don&apos;t store the keys</source>
        <translation>不保存密钥</translation>
    </message>
</context>
<context>
    <name>Limits</name>
    <message>
        <location filename="../../ui/settings/limits.py" line="+31"/>
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>s</source>
        <translation>秒</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Answers</source>
        <translation>回答</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest answer:</source>
        <translation>回答最大长度：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time limit per request:</source>
        <translation>每次请求的时间上限：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search rounds per answer:</source>
        <translation>每个回答的搜索轮数：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The endpoint&apos;s limit</source>
        <translation>使用接口自身的上限</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A longer answer limit lets long answers finish; more search rounds let the model look further before it answers.</source>
        <translation>提高回答长度上限可以让长回答完整写完；增加搜索轮数可以让模型在回答前查找更多内容。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/main_window.py" line="+200"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New chat</source>
        <translation>新对话(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Search conversations</source>
        <translation>搜索对话(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Focus the message box</source>
        <translation>聚焦输入框</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the answer</source>
        <translation>停止回答</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export conversation…</source>
        <translation>导出对话(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Footnote</source>
        <translation>关于 Footnote(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Conversations</source>
        <translation>对话列表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search conversations</source>
        <translation>搜索对话</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New chat</source>
        <translation>新对话</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Conversation</source>
        <translation>对话</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>About Footnote</source>
        <translation>关于 Footnote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Footnote answers questions from the live web, with numbered sources you can check. Icons: Lucide (ISC licence).</source>
        <translation>Footnote 依据实时网页回答问题，并附上可核查的编号来源。图标：Lucide（ISC 许可）。</translation>
    </message>
    <message>
        <location line="+181"/>
        <source>No web browser could open {url}. Set a default browser in your system settings, or paste the address into a browser.</source>
        <translation>没有浏览器能打开 {url}。请在系统设置中设置默认浏览器，或把地址粘贴到浏览器中。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open a conversation to export it.</source>
        <translation>请先打开一个对话再导出。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export conversation</source>
        <translation>导出对话</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Could not write {path}: {reason}. Choose another folder.</source>
        <translation>无法写入 {path}：{reason}。请选择其他文件夹。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Exported to {path}.</source>
        <translation>已导出到 {path}。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The Settings dialog is not available in this build.</source>
        <translation>此版本中没有设置对话框。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Model used for the next answer</source>
        <translation>下一个回答使用的模型</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model used for the next answer. The endpoint&apos;s list of models could not be read: %1</source>
        <translation>下一个回答使用的模型。无法读取该服务的模型列表：%1</translation>
    </message>
</context>
<context>
    <name>MessageWidget</name>
    <message>
        <location filename="../../ui/chat/message.py" line="+189"/>
        <location line="+2"/>
        <location line="+2"/>
        <location line="+194"/>
        <source>Trace</source>
        <translation>执行记录</translation>
    </message>
    <message>
        <location line="-181"/>
        <source>Written by %1</source>
        <translation>由 %1 撰写</translation>
    </message>
    <message>
        <location line="+143"/>
        <location line="+2"/>
        <source>Copied</source>
        <translation>已复制</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Copy as Markdown with numbered sources</source>
        <translation>复制为带编号来源的 Markdown</translation>
    </message>
    <message>
        <location line="-159"/>
        <source>Show how this answer was found</source>
        <translation>查看这个回答是如何得出的</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+1"/>
        <source>Regenerate</source>
        <translation>重新生成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export conversation…</source>
        <translation>导出对话…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export conversation</source>
        <translation>导出对话</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>writing…</source>
        <translation>正在撰写…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
</context>
<context>
    <name>ModelStep</name>
    <message>
        <location filename="../../ui/welcome_steps.py" line="+102"/>
        <source>Custom endpoint (any OpenAI-compatible server)</source>
        <translation>自定义端点（任何兼容 OpenAI 的服务器）</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 — running on this computer (%n model(s))</source>
        <translation>
            <numerusform>%1 — 正在本机运行（%n 个模型）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Give the server&apos;s address (it ends in /v1 for most servers) and the model to use. A key is needed only if the server asks for one.</source>
        <translation>填写服务器地址（大多数服务器以 /v1 结尾）和要使用的模型。只有服务器要求时才需要密钥。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paste the key from your %1 account now or later in Settings › Models. Without one, Footnote says what is missing when you ask.</source>
        <translation>现在或稍后在“设置 › 模型”中粘贴你的 %1 账户密钥。没有密钥时，Footnote 会在你提问时说明缺少什么。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is running but has no models yet. Download one first (for Ollama: ollama pull qwen3:8b), then choose it in Settings › Models.</source>
        <translation>%1 正在运行，但还没有模型。请先下载一个（Ollama：ollama pull qwen3:8b），然后在“设置 › 模型”中选择它。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No key is needed for a server on this computer.</source>
        <translation>本机上的服务器不需要密钥。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Looking for Ollama and LM Studio on this computer…</source>
        <translation>正在本机上查找 Ollama 和 LM Studio…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Found a model server on this computer; it is listed first.</source>
        <translation>在本机上找到了模型服务器，已列在最前面。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No local model server was found (Ollama on port 11434, LM Studio on port 1234).</source>
        <translation>未找到本地模型服务器（Ollama 端口 11434，LM Studio 端口 1234）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Which model should write the answers?</source>
        <translation>由哪个模型撰写回答？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Footnote searches the web, and a model writes the answer with numbered sources. You can change this any time in Settings.</source>
        <translation>Footnote 搜索网络，再由模型撰写附有编号来源的回答。你可以随时在设置中更改。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Model provider:</source>
        <translation>模型服务商：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model provider</source>
        <translation>模型服务商</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Base URL:</source>
        <translation>Base URL：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model:</source>
        <translation>模型：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model name, as the server calls it</source>
        <translation>模型名称（与服务器上的一致）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Base URL</source>
        <translation>Base URL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>API key:</source>
        <translation>API 密钥：</translation>
    </message>
</context>
<context>
    <name>ModelTable</name>
    <message>
        <location filename="../../ui/settings/model_table.py" line="+48"/>
        <source>Details you set for particular models</source>
        <translation>你为特定模型设置的信息</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No details set: Footnote uses what it knows about each model. Choose “Set details for this model” to say whether a model calls tools and how large its context window is.</source>
        <translation>尚未设置：Footnote 使用它对各模型的已知信息。选择“为此模型设置信息”，即可说明模型是否调用工具以及上下文窗口大小。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Calls tools</source>
        <translation>调用工具</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Context window</source>
        <translation>上下文窗口</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tokens</source>
        <translation>token</translation>
    </message>
</context>
<context>
    <name>ModelsPage</name>
    <message>
        <location filename="../../ui/settings/models_page.py" line="+141"/>
        <source>Custom endpoint (any OpenAI-compatible server)</source>
        <translation>自定义端点（任何兼容 OpenAI 的服务器）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(local)</source>
        <translation>（本地）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Models</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Default: %1</source>
        <translation>默认：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type a model name or fetch the list</source>
        <translation>输入模型名称，或获取模型列表</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Paste the API key from your %1 account. It is never written to the settings file.</source>
        <translation>粘贴你的 %1 账户的 API 密钥。它绝不会写入设置文件。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This provider needs no key unless your server asks for one.</source>
        <translation>此服务商不需要密钥，除非你的服务器要求。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keys are kept in a plain-text file readable only by you: %1</source>
        <translation>密钥保存在一个只有你能读取的明文文件中：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keys are kept in the OS keychain.</source>
        <translation>密钥保存在系统钥匙串中。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No OS keychain is available on this system. Keys can be set in environment variables, or kept in a plain-text file if you choose so when saving.</source>
        <translation>此系统上没有可用的系统钥匙串。可以通过环境变量设置密钥，或者在保存时选择存入明文文件。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose or type a model name.</source>
        <translation>请选择或输入模型名称。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>what Footnote knows about this model</source>
        <translation>Footnote 对此模型的了解</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: calls tools: %2; context window: %3 tokens (from %4).</source>
        <translation>%1：调用工具：%2；上下文窗口：%3 个 token（来自%4）。</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>the details you set below</source>
        <translation>你在下方设置的信息</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: calls tools: %2; context window not known (from %4): set details for this model to give it.</source>
        <translation>%1：调用工具：%2；上下文窗口未知（来自%4）：为此模型设置信息即可填写。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Asking %1 for its models…</source>
        <translation>正在向 %1 查询模型列表…</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%n model(s) found.</source>
        <translation>
            <numerusform>找到 %n 个模型。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Sending one short request…</source>
        <translation>正在发送一个简短请求…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Works.</source>
        <translation>可用。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Provider</source>
        <translation>服务商</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Provider:</source>
        <translation>服务商：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Base URL:</source>
        <translation>Base URL：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>API key:</source>
        <translation>API 密钥：</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Model:</source>
        <translation>模型：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fetch model list</source>
        <translation>获取模型列表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send one tiny request with these values</source>
        <translation>用这些设置发送一个很小的请求</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Details you set for particular models:</source>
        <translation>你为特定模型设置的信息：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set details for this model</source>
        <translation>为此模型设置信息</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add this model below to say whether it calls tools and how large its context window is</source>
        <translation>把此模型添加到下方，说明它是否调用工具以及上下文窗口大小</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove the selected rows</source>
        <translation>删除选中的行</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
</context>
<context>
    <name>Notice</name>
    <message>
        <location filename="../../ui/notice.py" line="+45"/>
        <source>Retry</source>
        <translation>重试</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue the answer</source>
        <translation>继续回答</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open Settings</source>
        <translation>打开设置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Try another provider</source>
        <translation>换一个服务商</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raise the limit</source>
        <translation>提高上限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New chat</source>
        <translation>新对话</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy address</source>
        <translation>复制地址</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow once and answer again</source>
        <translation>允许一次并重新回答</translation>
    </message>
</context>
<context>
    <name>Progress</name>
    <message>
        <location filename="../../services/agent/progress_words.py" line="+74"/>
        <source>Reading 1 page</source>
        <translation>正在读取 1 个网页</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading {n} pages</source>
        <translation>正在读取 {n} 个网页</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{k} read</source>
        <translation>已读取 {k} 个</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{k} failed ({why})</source>
        <translation>{k} 个失败（{why}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{k} retrying via Jina Reader</source>
        <translation>{k} 个正通过 Jina Reader 重试</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{head}: {parts}</source>
        <translation>{head}：{parts}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Searched “{query}” ({provider}): 1 result</source>
        <translation>已搜索“{query}”（{provider}）：1 条结果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Searched “{query}” ({provider}): {n} results</source>
        <translation>已搜索“{query}”（{provider}）：{n} 条结果</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{text}, {k} blocked by your list</source>
        <translation>{text}，其中 {k} 条被你的屏蔽列表拦截</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Searching “{query}” again ({provider})</source>
        <translation>正在重新搜索“{query}”（{provider}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Searching “{query}” ({provider})</source>
        <translation>正在搜索“{query}”（{provider}）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The model&apos;s context was full: shortened the tool results and asked again</source>
        <translation>模型的上下文已满：已缩短工具结果并重新提问</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shortened {n} older tool results to fit the model&apos;s context window</source>
        <translation>已缩短 {n} 条较早的工具结果，以适应模型的上下文窗口</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The model endpoint does not stream: the answer arrives whole (remembered for this model)</source>
        <translation>模型端点不支持流式输出：回答将一次性送达（已为此模型记住）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model endpoint needs the model&apos;s reasoning sent back with its tool calls: asking again with it (remembered for this model)</source>
        <translation>模型端点要求随工具调用回传模型的推理内容：已带上推理内容重新提问（已为此模型记住）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model endpoint refused “{param}”: asking without it (remembered for this model)</source>
        <translation>模型端点拒绝了“{param}”：改为不带该参数提问（已为此模型记住）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Search results shortened to fit the token budget</source>
        <translation>搜索结果已缩短，以符合 token 预算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages shortened to fit the token budget</source>
        <translation>网页内容已缩短，以符合 token 预算</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Asking {model}</source>
        <translation>正在询问 {model}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Writing search queries</source>
        <translation>正在撰写搜索关键词</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{model} does not accept tools: Footnote searches for it</source>
        <translation>{model} 不支持工具：由 Footnote 代为搜索</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The model answered from memory: asking it to check the web first</source>
        <translation>模型凭记忆作答：正在要求它先查证网络</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two tool calls failed in a row: answering from what was found so far</source>
        <translation>连续两次工具调用失败：根据目前找到的内容作答</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reached the limit of {n} tool rounds: asking for the best answer so far</source>
        <translation>已达到 {n} 轮工具调用上限：请求给出目前最好的回答</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Running {tool}</source>
        <translation>正在运行 {tool}</translation>
    </message>
    <message>
        <location line="-111"/>
        <source>{message} {action}</source>
        <translation>{message}{action}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{host}: {why}</source>
        <translation>{host}：{why}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>“{query}”: {why}</source>
        <translation>“{query}”：{why}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{tool} failed: {reason}</source>
        <translation>{tool} 失败：{reason}</translation>
    </message>
</context>
<context>
    <name>QuestionStep</name>
    <message>
        <location filename="../../ui/welcome_steps.py" line="+119"/>
        <source>Ask your first question</source>
        <translation>提出你的第一个问题</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Footnote looks it up on the web and answers with numbered sources. Rest the pointer on a number to see the passage it came from.</source>
        <translation>Footnote 会在网上查找，并给出附有编号来源的回答。将指针停在编号上，可查看出处段落。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ask anything…</source>
        <translation>问点什么…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First question</source>
        <translation>第一个问题</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Or try one of these:</source>
        <translation>或者试试这些：</translation>
    </message>
</context>
<context>
    <name>RuleEditor</name>
    <message numerus="yes">
        <location filename="../../ui/settings/rule_editor.py" line="+137"/>
        <source>… and %n more.</source>
        <translation>
            <numerusform>…… 还有 %n 条。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line %1: %2 — %3</source>
        <translation>第 %1 行：%2 — %3</translation>
    </message>
    <message numerus="yes">
        <location line="+35"/>
        <source>%n line(s) are not valid rules and will be skipped:</source>
        <translation>
            <numerusform>%n 行不是有效规则，将被跳过：</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every line is valid.</source>
        <translation>每一行都有效。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One rule per line, for example:
*://*.example.com/*
/spam|clickbait/i
# a comment</source>
        <translation>每行一条规则，例如：
*://*.example.com/*
/spam|clickbait/i
# 注释</translation>
    </message>
</context>
<context>
    <name>SearchPage</name>
    <message>
        <location filename="../../ui/settings/search_page.py" line="+163"/>
        <source>The cache uses %1 MB on disk.</source>
        <translation>缓存目前占用 %1 MB 磁盘空间。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 needs an API key or host below before it can search; until then searches report what is missing.</source>
        <translation>%1 需要先在下方填写 API 密钥或地址才能搜索；在此之前，搜索会提示缺少什么。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DuckDuckGo (no key needed)</source>
        <translation>DuckDuckGo（无需密钥）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>When the question is about time</source>
        <translation>问题与时间有关时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Always</source>
        <translation>总是</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Never</source>
        <translation>从不</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reuse recent search results and pages (saves quota)</source>
        <translation>复用最近的搜索结果和网页（节省额度）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>min</source>
        <translation>分钟</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>h</source>
        <translation>小时</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MB</source>
        <translation>MB</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Web search</source>
        <translation>网页搜索</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Checking…</source>
        <translation>正在检查…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Could not reach %1: check the address and your connection.</source>
        <translation>无法连接 %1：请检查地址和网络连接。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Works.</source>
        <translation>可用。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cache cleared (%1 entries removed).</source>
        <translation>缓存已清除（删除了 %1 条）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The cache could not be cleared: %1</source>
        <translation>无法清除缓存：%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Searching</source>
        <translation>搜索</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Provider:</source>
        <translation>服务商：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If it fails, retry with:</source>
        <translation>失败时改用：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Results per query:</source>
        <translation>每次查询的结果数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give the model publication dates:</source>
        <translation>向模型提供发布日期：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DuckDuckGo works at once with no key. The other providers need an API key (SearXNG needs the address of your instance).</source>
        <translation>DuckDuckGo 无需密钥即可直接使用。其他服务商需要 API 密钥（SearXNG 需要你的实例地址）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Providers</source>
        <translation>服务商</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>API host</source>
        <translation>API 地址</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>API key</source>
        <translation>API 密钥</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run one small search with these values</source>
        <translation>用这些设置运行一次小搜索</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cache</source>
        <translation>缓存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep search results for:</source>
        <translation>搜索结果保留：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep pages for:</source>
        <translation>网页保留：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest size:</source>
        <translation>最大容量：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear cache</source>
        <translation>清除缓存</translation>
    </message>
</context>
<context>
    <name>SearchStep</name>
    <message>
        <location filename="../../ui/welcome_steps.py" line="-61"/>
        <source>DuckDuckGo works right away; no key is needed. Other providers answer more reliably and need an API key from their site.</source>
        <translation>DuckDuckGo 无需密钥，立即可用。其他服务商的结果更可靠，需要在其网站获取 API 密钥。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give the address of your %1 instance, for example https://searx.example.org. A password is needed only if it asks for one.</source>
        <translation>填写你的 %1 实例地址，例如 https://searx.example.org。只有实例要求时才需要密码。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paste the API key from your %1 account. It is kept in the OS keychain, never in the settings file.</source>
        <translation>粘贴你的 %1 账户 API 密钥。它保存在系统钥匙串中，绝不写入设置文件。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Where should Footnote search?</source>
        <translation>Footnote 在哪里搜索？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every answer starts with a web search. You can add or change providers later in Settings › Web search.</source>
        <translation>每个回答都从网络搜索开始。你可以稍后在“设置 › 网络搜索”中添加或更换服务商。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search provider:</source>
        <translation>搜索服务商：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search provider</source>
        <translation>搜索服务商</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address:</source>
        <translation>地址：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>API key:</source>
        <translation>API 密钥：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>DuckDuckGo (no key needed)</source>
        <translation>DuckDuckGo（无需密钥）</translation>
    </message>
</context>
<context>
    <name>ServiceText</name>
    <message>
        <location filename="../../ui/service_text.py" line="+30"/>
        <source>{sentence} (details: {detail})</source>
        <translation>{sentence}（详情：{detail}）</translation>
    </message>
    <message>
        <location line="+13"/>
        <location filename="../../services/agent/progress_words.py" line="-23"/>
        <source>The search provider</source>
        <translation>搜索服务</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>{provider} works.</source>
        <translation>{provider} 工作正常。</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>The model answered.</source>
        <translation>模型已响应。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Invalid expression.</source>
        <translation>表达式无效。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invalid regular expression.</source>
        <translation>正则表达式无效。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unexpected text after the regular expression (a &apos;/&apos; inside it must be escaped).</source>
        <translation>正则表达式后面有多余的文字（正则中的 &apos;/&apos; 需要转义）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unexpected text after &lt;all_urls&gt;.</source>
        <translation>&lt;all_urls&gt; 后面有多余的文字。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bare domain is not a rule: write *://*.example.com/* to block a site and its subdomains.</source>
        <translation>单独的域名不是规则：请写成 *://*.example.com/*，以屏蔽该网站及其子域名。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not a rule: expected a match pattern like *://example.com/* or a /regex/.</source>
        <translation>这不是规则：应为 *://example.com/* 这样的匹配模式或 /正则表达式/。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unexpected text after the pattern.</source>
        <translation>匹配模式后面有多余的文字。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invalid @if condition.</source>
        <translation>@if 条件无效。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The @if condition has no closing &apos;)&apos;.</source>
        <translation>@if 条件缺少右括号 &apos;)&apos;。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unexpected text after @if(...).</source>
        <translation>@if(...) 后面有多余的文字。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unsupported scheme: use http, https or *.</source>
        <translation>不支持的协议：请使用 http、https 或 *。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Missing host: write * or a host name after &apos;://&apos;.</source>
        <translation>缺少主机：请在 &apos;://&apos; 后写 * 或主机名。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Invalid IPv6 host: missing &apos;]&apos;.</source>
        <translation>IPv6 主机无效：缺少 &apos;]&apos;。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A pattern cannot contain a port; ports are ignored when matching, so leave it out.</source>
        <translation>匹配模式不能包含端口；匹配时会忽略端口，请去掉它。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;*&apos; in a host must stand alone or be the first label, as in *.example.com.</source>
        <translation>主机中的 &apos;*&apos; 必须单独出现或作为第一段，例如 *.example.com。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Invalid host name.</source>
        <translation>主机名无效。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Missing path: add &apos;/*&apos; after the host.</source>
        <translation>缺少路径：请在主机后加上 &apos;/*&apos;。</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../ui/settings/dialog.py" line="+159"/>
        <source>A setting was not saved</source>
        <translation>有设置未能保存</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The settings file could not be written</source>
        <translation>无法写入设置文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1

Your changes were not written to disk. Check that the folder is writable and the disk is not full, then save again.</source>
        <translation>%1

你的更改未能写入磁盘。请检查文件夹是否可写、磁盘是否已满，然后再次保存。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Some keys were not stored</source>
        <translation>有密钥未能保存</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Discard changes?</source>
        <translation>放弃更改？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your changes in Settings have not been saved.</source>
        <translation>你在设置中的更改尚未保存。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Discard changes</source>
        <translation>放弃更改</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep editing</source>
        <translation>继续编辑</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings pages</source>
        <translation>设置页面</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <location filename="../../ui/shortcuts.py" line="+34"/>
        <source>New chat</source>
        <translation>新对话</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search conversations</source>
        <translation>搜索对话</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Focus the message box</source>
        <translation>聚焦输入框</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop the answer</source>
        <translation>停止回答</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export conversation</source>
        <translation>导出对话</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Send</source>
        <translation>发送</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New line</source>
        <translation>换行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next control</source>
        <translation>下一个控件</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Action</source>
        <translation>操作</translation>
    </message>
</context>
<context>
    <name>SourceCard</name>
    <message>
        <location filename="../../ui/chat/card.py" line="+234"/>
        <source>published %1</source>
        <translation>发布于 %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>by %1</source>
        <translation>作者：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fetched %1</source>
        <translation>抓取于 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No excerpt was recorded for this source.</source>
        <translation>此来源没有记录摘录。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The source says this here:</source>
        <translation>来源在此处这样写道：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Check this.</source>
        <translation>请核实。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The source says something else.</source>
        <translation>来源的说法不同。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The passage names %1 here, not %2:</source>
        <translation>这段文字提到的是 %1，而不是 %2：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Footnote has no text of this source to check the sentence against.</source>
        <translation>Footnote 没有此来源的正文，无法核对这句话。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None of the sentence&apos;s words appear in this source.</source>
        <translation>这句话中的词语都没有出现在此来源中。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only a few of the sentence&apos;s words appear in this source.</source>
        <translation>这句话中只有少数词语出现在此来源中。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The page only advises it (“%1”); the sentence makes it a rule:</source>
        <translation>该页面只是建议这样做（“%1”），这句话却把它说成了规定：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The page has these the other way round (%1):</source>
        <translation>页面上的说法正好相反（%1）：</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The “✗” beside the number marks a sentence this source does not back: the check is confident the page says something else or does not say it. Open the source to judge for yourself.</source>
        <translation>编号旁的“✗”表示此来源不支持这句话：检查确信页面说的是别的内容，或根本没有这样说。请打开来源自行判断。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The “?” beside the number asks you to check: Footnote found this passage but could not confirm every part of the sentence.</source>
        <translation>编号旁的“?”提醒你核对：Footnote 找到了这段文字，但无法确认句子的每一部分。</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>Not found in this source.</source>
        <translation>此来源中找不到依据。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Only part of the sentence appears in this source:</source>
        <translation>这句话只有一部分出现在该来源中：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The page gives %1, not %2:</source>
        <translation>页面给出的是 %1，而不是 %2：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The page does not state %2 here:</source>
        <translation>页面在此处没有提到 %2：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The page says the opposite:</source>
        <translation>页面的说法正好相反：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The page only says it might (“%1”); the sentence states it as fact:</source>
        <translation>页面只说有可能（“%1”）；这句话却把它当作事实：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The page gives this as a plan (“%1”), not as done:</source>
        <translation>页面说这是计划（“%1”），并非已经完成：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The page names %2 elsewhere, not in this passage:</source>
        <translation>页面在别处提到 %2，而不是在这段文字中：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The page does not mention %2:</source>
        <translation>页面没有提到 %2：</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Unknown citation</source>
        <translation>未知引用</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model cited an id that none of its searches or pages produced. Treat the sentence before it as unsourced.</source>
        <translation>模型引用了一个不是由任何搜索或网页产生的编号。请将它前面的句子视为没有来源。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Not opened</source>
        <translation>未打开</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Footnote opens only web addresses (http and https); this source is not one. Copy the address above if you trust it.</source>
        <translation>Footnote 只打开网页地址（http 和 https）；这个来源不是网页地址。如果你信任它，可以复制上面的地址。</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <location filename="../../app/gui.py" line="+208"/>
        <source>Settings were reset</source>
        <translation>设置已重置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Some settings could not be loaded. Footnote is using the defaults for them.</source>
        <translation>部分设置无法加载，Footnote 已对它们使用默认值。</translation>
    </message>
    <message>
        <location line="+168"/>
        <source>Footnote cannot write to %1: settings cannot be saved and conversations are not kept after you quit. Make the folder writable to keep them.</source>
        <translation>Footnote 无法写入 %1：设置无法保存，退出后对话也不会保留。请让该文件夹可写以保留它们。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Footnote cannot write to %1: settings cannot be saved; changes last until you quit. Make the folder writable to keep them.</source>
        <translation>Footnote 无法写入 %1：设置无法保存，更改只在退出前有效。请让该文件夹可写以保留它们。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Footnote cannot write to %1: conversations are not kept after you quit. Make the folder writable to keep them.</source>
        <translation>Footnote 无法写入 %1：退出后对话不会保留。请让该文件夹可写以保留它们。</translation>
    </message>
</context>
<context>
    <name>SubscriptionList</name>
    <message>
        <location filename="../../ui/settings/subscriptions.py" line="+116"/>
        <source>never</source>
        <translation>从未</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not downloaded yet</source>
        <translation>尚未下载</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>ok (%n invalid line(s) skipped)</source>
        <translation>
            <numerusform>正常（跳过 %n 行无效规则）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ok</source>
        <translation>正常</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Enter the http:// or https:// address of a uBlacklist ruleset.</source>
        <translation>请输入 uBlacklist 规则集的 http:// 或 https:// 地址。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Downloading %1…</source>
        <translation>正在下载 %1…</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>Refreshing %n subscription(s)…</source>
        <translation>
            <numerusform>正在刷新 %n 个订阅…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>%n subscription(s) could not be downloaded; the last good copy stays in use.</source>
        <translation>
            <numerusform>%n 个订阅无法下载；继续使用上次成功下载的副本。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Subscriptions are up to date.</source>
        <translation>订阅已是最新。</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+6"/>
        <source>Subscriptions (refreshed daily)</source>
        <translation>订阅（每天刷新）</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>List</source>
        <translation>列表</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rules</source>
        <translation>规则数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Last updated</source>
        <translation>上次更新</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>Subscription URL (uBlacklist ruleset)</source>
        <translation>订阅地址（uBlacklist 规则集）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No subscriptions. Paste the address of a uBlacklist ruleset below and choose Add: its rules then block results like your own.</source>
        <translation>没有订阅。在下方粘贴 uBlacklist 规则集的地址并选择“添加”：其规则会像你自己的规则一样屏蔽结果。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
</context>
<context>
    <name>ThinkingSection</name>
    <message>
        <location filename="../../ui/chat/thinking.py" line="+96"/>
        <source>Thinking… %1 s</source>
        <translation>思考中… %1 秒</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+12"/>
        <location line="+7"/>
        <source>Thinking</source>
        <translation>思考过程</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Thought for a moment</source>
        <translation>思考了片刻</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thought for %1 s</source>
        <translation>思考了 %1 秒</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model&apos;s reasoning, kept apart from the answer</source>
        <translation>模型的推理过程，与回答分开保存</translation>
    </message>
</context>
<context>
    <name>Trace</name>
    <message>
        <location filename="../../ui/chat/trace.py" line="+31"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>1 result</source>
        <translation>1 条结果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n} results</source>
        <translation>{n} 条结果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 page read</source>
        <translation>读取了 1 个网页</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n} pages read</source>
        <translation>读取了 {n} 个网页</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{n} chars</source>
        <translation>{n} 个字符</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Model: {m}</source>
        <translation>模型：{m}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mode: {m}</source>
        <translation>模式：{m}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Searched: {v}</source>
        <translation>已搜索：{v}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Correction fired: {v}</source>
        <translation>触发纠正：{v}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Degradation fired: {v}</source>
        <translation>触发降级：{v}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tool round limit reached: answered from what was found</source>
        <translation>已达到工具轮数上限：根据已找到的内容作答</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stopped by you</source>
        <translation>已被你停止</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Incomplete: the model&apos;s stream was cut</source>
        <translation>不完整：模型的输出流被中断</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ending: {r}</source>
        <translation>结束原因：{r}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thinking: {n} chars, {t}</source>
        <translation>思考：{n} 个字符，{t}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Asked without (refused by the endpoint): {v}</source>
        <translation>已去掉（端点拒绝）：{v}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Total time: {t}</source>
        <translation>总用时：{t}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tokens: {i} in, {o} out</source>
        <translation>Token：输入 {i}，输出 {o}</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+28"/>
        <source>Rounds: {n}</source>
        <translation>轮数：{n}</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Round {n}</source>
        <translation>第 {n} 轮</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{i}/{o} tokens</source>
        <translation>{i}/{o} 个 token</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>thought {n} chars in {t}</source>
        <translation>思考 {n} 个字符，用时 {t}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{n} tool calls ignored</source>
        <translation>忽略了 {n} 个工具调用</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>injected: {v}</source>
        <translation>已注入：{v}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tool calls:</source>
        <translation>工具调用：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Citation check: {s} supported, {w} weak, {u} not found in their source</source>
        <translation>引用核对：{s} 处有依据，{w} 处依据较弱，{u} 处在来源中找不到</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Error: {e}</source>
        <translation>错误：{e}</translation>
    </message>
</context>
<context>
    <name>UndoStrip</name>
    <message>
        <location filename="../../ui/undo_strip.py" line="+75"/>
        <source>New chat</source>
        <translation>新对话</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deleted “%1”</source>
        <translation>已删除“%1”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bring the conversation back</source>
        <translation>恢复这个对话</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../../ui/welcome.py" line="+136"/>
        <source>Enter the server&apos;s address, starting with http:// or https://.</source>
        <translation>请输入以 http:// 或 https:// 开头的服务器地址。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Continue</source>
        <translation>继续</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ask</source>
        <translation>提问</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Welcome to Footnote</source>
        <translation>欢迎使用 Footnote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip setup</source>
        <translation>跳过设置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start with the defaults; everything is in Settings later</source>
        <translation>使用默认设置开始；之后都可以在设置中更改</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back</source>
        <translation>上一步</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>Start</source>
        <translation>开始</translation>
    </message>
</context>
</TS>

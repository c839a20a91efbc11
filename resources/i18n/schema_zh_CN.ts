<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
  <context>
    <name>settings_schema</name>
    <message>
      <source>Colour scheme: light, dark or follow the system.</source>
      <translation>配色方案：浅色、深色或跟随系统。</translation>
    </message>
    <message>
      <source>Interface language; 'system' follows the locale.</source>
      <translation>界面语言；“system”表示跟随系统区域设置。</translation>
    </message>
    <message>
      <source>Whether the first-run welcome has been completed.</source>
      <translation>是否已完成首次运行的欢迎向导。</translation>
    </message>
    <message>
      <source>Allow web_fetch to read loopback, LAN and other non-public addresses.</source>
      <translation>允许 web_fetch 读取回环地址、局域网及其他非公网地址。</translation>
    </message>
    <message>
      <source>Whole-download time limit per page, in seconds.</source>
      <translation>每个网页完整下载的时间限制（秒）。</translation>
    </message>
    <message>
      <source>Connection time limit, in seconds.</source>
      <translation>建立连接的时间限制（秒）。</translation>
    </message>
    <message>
      <source>Largest body downloaded per page, in bytes (enforced while streaming).</source>
      <translation>每个网页下载内容的大小上限（字节，在流式下载时强制执行）。</translation>
    </message>
    <message>
      <source>Largest decompressed size of a gzip/deflate/br body, in bytes.</source>
      <translation>gzip/deflate/br 内容解压后的大小上限（字节）。</translation>
    </message>
    <message>
      <source>Redirects followed per page.</source>
      <translation>每个网页最多跟随的重定向次数。</translation>
    </message>
    <message>
      <source>User-Agent sent with page requests.</source>
      <translation>请求网页时发送的 User-Agent。</translation>
    </message>
    <message>
      <source>Extraction time limit per page, in seconds.</source>
      <translation>每个网页正文提取的时间限制（秒）。</translation>
    </message>
    <message>
      <source>Pages extracted at the same time (one worker process each).</source>
      <translation>同时提取的网页数（每个网页一个工作进程）。</translation>
    </message>
    <message>
      <source>Memory one extraction worker may use for a page, in MB (enforced on Linux).</source>
      <translation>一个提取工作进程处理一个网页时可用的内存，单位 MB（在 Linux 上强制执行）。</translation>
    </message>
    <message>
      <source>Pages downloaded at the same time.</source>
      <translation>同时下载的网页数。</translation>
    </message>
    <message>
      <source>Reader used when the built-in fetch fails: jina or none.</source>
      <translation>内置读取失败时使用的备用读取器：jina 或 none。</translation>
    </message>
    <message>
      <source>Jina Reader API host.</source>
      <translation>Jina Reader 的 API 地址。</translation>
    </message>
    <message>
      <source>Search provider.</source>
      <translation>搜索服务商。</translation>
    </message>
    <message>
      <source>Provider retried for queries whose provider failed; 'none' disables.</source>
      <translation>主服务商失败时用于重试查询的服务商；“none”表示不重试。</translation>
    </message>
    <message>
      <source>Results per query.</source>
      <translation>每次查询返回的结果数。</translation>
    </message>
    <message>
      <source>Give the model published dates: auto (when the question is about time), always, never.</source>
      <translation>是否向模型提供发布日期：auto（问题与时间有关时）、always（总是）、never（从不）。</translation>
    </message>
    <message>
      <source>Time limit per search request, in seconds.</source>
      <translation>每次搜索请求的时间限制（秒）。</translation>
    </message>
    <message>
      <source>How long a key answered with 401/403/429 is skipped, in seconds.</source>
      <translation>返回 401/403/429 的密钥被暂时跳过的时长（秒）。</translation>
    </message>
    <message>
      <source>searxng API host.</source>
      <translation>SearXNG 的 API 地址。</translation>
    </message>
    <message>
      <source>tavily API host.</source>
      <translation>Tavily 的 API 地址。</translation>
    </message>
    <message>
      <source>brave API host.</source>
      <translation>Brave 的 API 地址。</translation>
    </message>
    <message>
      <source>exa API host.</source>
      <translation>Exa 的 API 地址。</translation>
    </message>
    <message>
      <source>jina API host.</source>
      <translation>Jina 的 API 地址。</translation>
    </message>
    <message>
      <source>serper API host.</source>
      <translation>Serper 的 API 地址。</translation>
    </message>
    <message>
      <source>google API host.</source>
      <translation>Google 的 API 地址。</translation>
    </message>
    <message>
      <source>SearXNG basic-auth user (password: keys).</source>
      <translation>SearXNG 基本认证用户名（密码在密钥中设置）。</translation>
    </message>
    <message>
      <source>SearXNG user:</source>
      <translation>SearXNG 用户名：</translation>
    </message>
    <message>
      <source>Google Programmable Search engine id (cx).</source>
      <translation>Google 可编程搜索引擎 ID（cx）。</translation>
    </message>
    <message>
      <source>Google engine id (cx):</source>
      <translation>Google 搜索引擎 ID（cx）：</translation>
    </message>
    <message>
      <source>Block rules, one per line (uBlacklist syntax).</source>
      <translation>屏蔽规则，每行一条（uBlacklist 语法）。</translation>
    </message>
    <message>
      <source>Allow-list rules; when not empty, only matching results are kept.</source>
      <translation>允许列表规则；不为空时只保留匹配的结果。</translation>
    </message>
    <message>
      <source>uBlacklist subscription URLs.</source>
      <translation>uBlacklist 订阅地址。</translation>
    </message>
    <message>
      <source>How tool results are fitted: cutoff or none.</source>
      <translation>工具结果的裁剪方式：cutoff（裁剪）或 none（不裁剪）。</translation>
    </message>
    <message>
      <source>Token budget for fetched pages; auto follows the model's context window.</source>
      <translation>读取网页的 token 预算；auto 表示根据模型的上下文窗口确定。</translation>
    </message>
    <message>
      <source>Token budget for search snippets; auto follows the model's context window.</source>
      <translation>搜索摘要的 token 预算；auto 表示根据模型的上下文窗口确定。</translation>
    </message>
    <message>
      <source>Reuse recent search results and pages.</source>
      <translation>复用最近的搜索结果和网页。</translation>
    </message>
    <message>
      <source>How long search results are reused, in seconds.</source>
      <translation>搜索结果的复用时长（秒）。</translation>
    </message>
    <message>
      <source>How long fetched pages are reused, in seconds.</source>
      <translation>已读取网页的复用时长（秒）。</translation>
    </message>
    <message>
      <source>Largest size of the cache file in MB; least recently used entries go first.</source>
      <translation>缓存文件的最大容量（MB）；超出时先删除最久未使用的条目。</translation>
    </message>
    <message>
      <source>Model provider preset.</source>
      <translation>模型服务商预设。</translation>
    </message>
    <message>
      <source>Model name, e.g. gpt-4o-mini or deepseek-chat.</source>
      <translation>模型名称，例如 gpt-4o-mini 或 deepseek-chat。</translation>
    </message>
    <message>
      <source>OpenAI base URL.</source>
      <translation>OpenAI 的 Base URL。</translation>
    </message>
    <message>
      <source>DeepSeek base URL.</source>
      <translation>DeepSeek 的 Base URL。</translation>
    </message>
    <message>
      <source>Qwen (DashScope) base URL.</source>
      <translation>通义千问（DashScope）的 Base URL。</translation>
    </message>
    <message>
      <source>Moonshot / Kimi base URL.</source>
      <translation>Moonshot / Kimi 的 Base URL。</translation>
    </message>
    <message>
      <source>Zhipu GLM base URL.</source>
      <translation>智谱 GLM 的 Base URL。</translation>
    </message>
    <message>
      <source>SiliconFlow base URL.</source>
      <translation>硅基流动（SiliconFlow）的 Base URL。</translation>
    </message>
    <message>
      <source>OpenRouter base URL.</source>
      <translation>OpenRouter 的 Base URL。</translation>
    </message>
    <message>
      <source>Groq base URL.</source>
      <translation>Groq 的 Base URL。</translation>
    </message>
    <message>
      <source>Mistral base URL.</source>
      <translation>Mistral 的 Base URL。</translation>
    </message>
    <message>
      <source>Google Gemini base URL.</source>
      <translation>Google Gemini 的 Base URL。</translation>
    </message>
    <message>
      <source>Anthropic base URL.</source>
      <translation>Anthropic 的 Base URL。</translation>
    </message>
    <message>
      <source>xAI base URL.</source>
      <translation>xAI 的 Base URL。</translation>
    </message>
    <message>
      <source>Ollama (local) base URL.</source>
      <translation>Ollama（本地）的 Base URL。</translation>
    </message>
    <message>
      <source>LM Studio (local) base URL.</source>
      <translation>LM Studio（本地）的 Base URL。</translation>
    </message>
    <message>
      <source>Custom endpoint base URL.</source>
      <translation>自定义端点的 Base URL。</translation>
    </message>
    <message>
      <source>Per-model overrides: {model: {"tools": bool, "context_window": int}}; Footnote adds "stream": false and "refused_params" when an endpoint refuses them.</source>
      <translation>按模型覆盖：{model: {"tools": bool, "context_window": int}}；端点拒绝时，Footnote 会自动加入 "stream": false 和 "refused_params"。</translation>
    </message>
    <message>
      <source>Longest answer the model may write, in tokens (0: the endpoint's own limit).</source>
      <translation>模型回答的最大长度（token 数；0 表示使用端点自己的上限）。</translation>
    </message>
    <message>
      <source>Time limit for one model request, in seconds.</source>
      <translation>单次模型请求的时间限制（秒）。</translation>
    </message>
    <message>
      <source>Web use: auto (the model decides), always (search every question), off.</source>
      <translation>联网方式：auto（由模型决定）、always（每个问题都搜索）、off（关闭）。</translation>
    </message>
    <message>
      <source>Tool rounds per answer before a final answer is forced.</source>
      <translation>每次回答中强制给出最终答案前允许的工具调用轮数。</translation>
    </message>
    <message>
      <source>Where API keys are stored: the OS keychain (keyring) or, only when chosen, a plain-text file readable by you alone (file).</source>
      <translation>API 密钥的存放位置：系统钥匙串（keyring），或仅在你明确选择时使用只有你能读取的明文文件（file）。</translation>
    </message>
  </context>
</TS>

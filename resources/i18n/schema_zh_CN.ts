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
      <source>API host of this search provider.</source>
      <translation>此搜索服务商的 API 地址。</translation>
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
      <source>Most tokens of page text one web_fetch call returns to an MCP client; longer pages come in parts.</source>
      <translation>一次 web_fetch 调用返回给 MCP 客户端的网页文本最多多少 token；更长的网页分段返回。</translation>
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
      <source>Per-model overrides: {model: {"tools": bool, "context_window": int}}; Footnote adds "stream": false, "refused_params" and "reasoning_echo" when an endpoint refuses or requires them.</source>
      <translation>按模型覆盖：{model: {"tools": bool, "context_window": int}}；端点拒绝或要求时，Footnote 会自动加入 "stream": false、"refused_params" 和 "reasoning_echo"。</translation>
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
  <context>
    <name>failures</name>
    <message>
      <source>Something went wrong.</source>
      <translation>出错了。</translation>
    </message>
    <message>
      <source>Try again in a moment.</source>
      <translation>请稍后再试。</translation>
    </message>
    <message>
      <source>Stopped.</source>
      <translation>已停止。</translation>
    </message>
    <message>
      <source>Ask again to continue.</source>
      <translation>再问一次即可继续。</translation>
    </message>
    <message>
      <source>The page took too long to answer.</source>
      <translation>网页响应超时。</translation>
    </message>
    <message>
      <source>Pick another source.</source>
      <translation>请换一个来源。</translation>
    </message>
    <message>
      <source>The site answered with an HTTP error.</source>
      <translation>网站返回了 HTTP 错误。</translation>
    </message>
    <message>
      <source>The site blocked the request.</source>
      <translation>网站拦截了该请求。</translation>
    </message>
    <message>
      <source>The page is larger than the size limit.</source>
      <translation>网页超过了大小上限。</translation>
    </message>
    <message>
      <source>Raise the size limit in Settings › Web fetch, or pick another source.</source>
      <translation>在 设置 › 网页读取 中提高大小上限，或换一个来源。</translation>
    </message>
    <message>
      <source>This is not a readable page.</source>
      <translation>这不是可阅读的网页。</translation>
    </message>
    <message>
      <source>No readable text was found on the page.</source>
      <translation>网页上没有找到可阅读的文字。</translation>
    </message>
    <message>
      <source>Reading the page failed; the other pages were not affected.</source>
      <translation>读取该网页失败；其他网页不受影响。</translation>
    </message>
    <message>
      <source>The PDF is protected by a password.</source>
      <translation>该 PDF 受密码保护。</translation>
    </message>
    <message>
      <source>The PDF has no text layer (it is probably scanned).</source>
      <translation>该 PDF 没有文字层（可能是扫描件）。</translation>
    </message>
    <message>
      <source>The PDF is damaged and could not be read.</source>
      <translation>该 PDF 已损坏，无法读取。</translation>
    </message>
    <message>
      <source>The address is private or unsafe and was not read.</source>
      <translation>该地址属于内网或不安全，未读取。</translation>
    </message>
    <message>
      <source>Allow private addresses in Settings › Web fetch if you trust it.</source>
      <translation>如果信任该地址，可在 设置 › 网页读取 中允许私有地址。</translation>
    </message>
    <message>
      <source>The address would have sent text from this conversation to a site, so it was not requested.</source>
      <translation>该地址会把本次对话中的内容发送给某个网站，因此未发出请求。</translation>
    </message>
    <message>
      <source>Allow it once if you trust the site and meant to send that text.</source>
      <translation>如果你信任该网站并确实想发送这些内容，可以允许一次。</translation>
    </message>
    <message>
      <source>The page is blocked by your list.</source>
      <translation>该网页被你的屏蔽列表拦截了。</translation>
    </message>
    <message>
      <source>Edit your list in Settings › Blacklist to read it.</source>
      <translation>如需读取，请在 设置 › 黑名单 中修改你的列表。</translation>
    </message>
    <message>
      <source>The site could not be reached.</source>
      <translation>无法连接到该网站。</translation>
    </message>
    <message>
      <source>Check your connection, or pick another source.</source>
      <translation>请检查网络连接，或换一个来源。</translation>
    </message>
    <message>
      <source>The reader service failed.</source>
      <translation>网页阅读服务出错了。</translation>
    </message>
    <message>
      <source>{provider} failed.</source>
      <translation>{provider} 出错了。</translation>
    </message>
    <message>
      <source>Try again, or choose another provider in Settings › Web search.</source>
      <translation>请重试，或在 设置 › 网页搜索 中换一个服务商。</translation>
    </message>
    <message>
      <source>{provider} needs an API key.</source>
      <translation>{provider} 需要 API 密钥。</translation>
    </message>
    <message>
      <source>Add the key in Settings › Web search.</source>
      <translation>请在 设置 › 网页搜索 中添加密钥。</translation>
    </message>
    <message>
      <source>{provider} is missing a setting.</source>
      <translation>{provider} 缺少一项设置。</translation>
    </message>
    <message>
      <source>Fill it in Settings › Web search.</source>
      <translation>请在 设置 › 网页搜索 中填写。</translation>
    </message>
    <message>
      <source>{provider} needs the address of its server.</source>
      <translation>{provider} 需要填写服务器地址。</translation>
    </message>
    <message>
      <source>Set the API host in Settings › Web search.</source>
      <translation>请在 设置 › 网页搜索 中设置 API 地址。</translation>
    </message>
    <message>
      <source>{provider} rejected the API key.</source>
      <translation>{provider} 拒绝了该 API 密钥。</translation>
    </message>
    <message>
      <source>Check the key in Settings › Web search.</source>
      <translation>请在 设置 › 网页搜索 中检查密钥。</translation>
    </message>
    <message>
      <source>{provider} is limiting searches; wait a moment and try again.</source>
      <translation>{provider} 正在限制搜索频率，请稍候再试。</translation>
    </message>
    <message>
      <source>Wait a moment, or add another key in Settings › Web search.</source>
      <translation>请稍候，或在 设置 › 网页搜索 中再添加一个密钥。</translation>
    </message>
    <message>
      <source>{provider} did not answer in time.</source>
      <translation>{provider} 未及时响应。</translation>
    </message>
    <message>
      <source>{provider} could not be reached.</source>
      <translation>无法连接到 {provider}。</translation>
    </message>
    <message>
      <source>Check your connection and the API host in Settings › Web search.</source>
      <translation>请检查网络连接以及 设置 › 网页搜索 中的 API 地址。</translation>
    </message>
    <message>
      <source>{provider} has its JSON output turned off.</source>
      <translation>{provider} 关闭了 JSON 输出格式。</translation>
    </message>
    <message>
      <source>Ask the instance's administrator to turn on JSON output, or choose another provider in Settings › Web search.</source>
      <translation>请让该实例的管理员开启 JSON 输出，或在 设置 › 网页搜索 中换一个服务商。</translation>
    </message>
    <message>
      <source>The query is too long; search for the few words that matter.</source>
      <translation>查询太长了；请只搜索最关键的几个词。</translation>
    </message>
    <message>
      <source>Ask with fewer words.</source>
      <translation>请用更少的词提问。</translation>
    </message>
    <message>
      <source>{provider} found no results.</source>
      <translation>{provider} 没有找到结果。</translation>
    </message>
    <message>
      <source>Rephrase the question.</source>
      <translation>请换个说法提问。</translation>
    </message>
    <message>
      <source>{provider} returned incomplete results.</source>
      <translation>{provider} 返回的结果不完整。</translation>
    </message>
    <message>
      <source>Nothing to do: the fields that are there are used.</source>
      <translation>无需处理：已有的字段都会被使用。</translation>
    </message>
    <message>
      <source>Every result was blocked by your list.</source>
      <translation>所有结果都被你的屏蔽列表拦截了。</translation>
    </message>
    <message>
      <source>Edit your list in Settings › Blacklist.</source>
      <translation>请在 设置 › 黑名单 中修改你的列表。</translation>
    </message>
    <message>
      <source>Unknown search provider.</source>
      <translation>未知的搜索服务。</translation>
    </message>
    <message>
      <source>Choose a provider in Settings › Web search.</source>
      <translation>请在 设置 › 网页搜索 中选择服务商。</translation>
    </message>
    <message>
      <source>The model request failed.</source>
      <translation>模型请求失败。</translation>
    </message>
    <message>
      <source>The model provider needs an API key.</source>
      <translation>模型服务商需要 API 密钥。</translation>
    </message>
    <message>
      <source>Add the key in Settings › Models.</source>
      <translation>请在 设置 › 模型 中添加密钥。</translation>
    </message>
    <message>
      <source>The model provider rejected the API key.</source>
      <translation>模型服务商拒绝了该 API 密钥。</translation>
    </message>
    <message>
      <source>Check the key in Settings › Models.</source>
      <translation>请在 设置 › 模型 中检查密钥。</translation>
    </message>
    <message>
      <source>The model provider does not know this model.</source>
      <translation>模型服务商不认识这个模型。</translation>
    </message>
    <message>
      <source>Pick a model in Settings › Models.</source>
      <translation>请在 设置 › 模型 中选择模型。</translation>
    </message>
    <message>
      <source>The model provider is limiting requests; wait a moment and try again.</source>
      <translation>模型服务商正在限制请求频率，请稍候再试。</translation>
    </message>
    <message>
      <source>Wait a minute, then ask again.</source>
      <translation>请等一分钟后再问。</translation>
    </message>
    <message>
      <source>The model provider's quota for this key is used up.</source>
      <translation>此密钥在模型服务商处的额度已用完。</translation>
    </message>
    <message>
      <source>Add credit, or switch provider in Settings › Models.</source>
      <translation>请充值，或在 设置 › 模型 中切换服务商。</translation>
    </message>
    <message>
      <source>The model provider is unavailable or did not answer in time.</source>
      <translation>模型服务商暂时不可用或未及时响应。</translation>
    </message>
    <message>
      <source>Try again later, or switch provider in Settings › Models.</source>
      <translation>请稍后再试，或在 设置 › 模型 中切换服务商。</translation>
    </message>
    <message>
      <source>The model provider did not answer in time.</source>
      <translation>模型服务商未及时响应。</translation>
    </message>
    <message>
      <source>Try again; slow local models need a longer time limit in Settings › Models.</source>
      <translation>请重试；较慢的本地模型需要在 设置 › 模型 中设置更长的时限。</translation>
    </message>
    <message>
      <source>The model provider could not be reached.</source>
      <translation>无法连接到模型服务商。</translation>
    </message>
    <message>
      <source>Check your connection and the base URL in Settings › Models.</source>
      <translation>请检查网络连接以及 设置 › 模型 中的基础 URL。</translation>
    </message>
    <message>
      <source>The model provider refused the request.</source>
      <translation>模型服务商拒绝了该请求。</translation>
    </message>
    <message>
      <source>Check the provider and model in Settings › Models.</source>
      <translation>请在 设置 › 模型 中检查服务商和模型。</translation>
    </message>
    <message>
      <source>The conversation is too long for the model's context window.</source>
      <translation>对话太长，超出了模型的上下文窗口。</translation>
    </message>
    <message>
      <source>Start a new conversation, or pick a model with a larger window.</source>
      <translation>请开始新对话，或选择上下文窗口更大的模型。</translation>
    </message>
    <message>
      <source>This model or server does not support tools (web search and reading).</source>
      <translation>此模型或服务器不支持工具调用（网页搜索和阅读）。</translation>
    </message>
    <message>
      <source>Pick a model with tool calling in Settings › Models.</source>
      <translation>请在 设置 › 模型 中选择支持工具调用的模型。</translation>
    </message>
    <message>
      <source>The model provider sent an answer that could not be read.</source>
      <translation>模型服务商返回的响应无法读取。</translation>
    </message>
    <message>
      <source>Check the base URL in Settings › Models (it usually ends in /v1).</source>
      <translation>请在 设置 › 模型 中检查基础 URL（通常以 /v1 结尾）。</translation>
    </message>
    <message>
      <source>The model provider answered with an HTTP error.</source>
      <translation>模型服务商返回了 HTTP 错误。</translation>
    </message>
    <message>
      <source>No model is selected.</source>
      <translation>尚未选择模型。</translation>
    </message>
    <message>
      <source>The provider has no base URL.</source>
      <translation>该服务商没有设置 Base URL。</translation>
    </message>
    <message>
      <source>Set the base URL in Settings › Models.</source>
      <translation>请在 设置 › 模型 中设置基础 URL。</translation>
    </message>
    <message>
      <source>The provider did not return a model list.</source>
      <translation>该服务商没有返回模型列表。</translation>
    </message>
    <message>
      <source>Type the model name in Settings › Models.</source>
      <translation>请在 设置 › 模型 中输入模型名称。</translation>
    </message>
    <message>
      <source>A setting has an invalid value.</source>
      <translation>某项设置的值无效。</translation>
    </message>
    <message>
      <source>Correct it in Settings.</source>
      <translation>请在设置中改正。</translation>
    </message>
    <message>
      <source>The API keys could not be read or stored.</source>
      <translation>无法读取或保存 API 密钥。</translation>
    </message>
    <message>
      <source>Unlock the keychain, or save the key again in Settings › Models and choose to keep it in a file.</source>
      <translation>请解锁钥匙串，或在 设置 › 模型 中重新保存密钥，并选择将其保存在文件中。</translation>
    </message>
    <message>
      <source>The system keyring is not available, so API keys cannot be stored or read.</source>
      <translation>系统密钥环不可用，因此无法保存或读取 API 密钥。</translation>
    </message>
    <message>
      <source>Unlock or install a keychain, or save the key again in Settings › Models and choose to keep it in a file.</source>
      <translation>请解锁或安装钥匙串，或在 设置 › 模型 中重新保存密钥，并选择将其保存在文件中。</translation>
    </message>
    <message>
      <source>Footnote does not use a key by that name.</source>
      <translation>Footnote 不使用这个名称的密钥。</translation>
    </message>
    <message>
      <source>Pick a provider from the list.</source>
      <translation>请从列表中选择服务商。</translation>
    </message>
    <message>
      <source>The key is empty; nothing was stored.</source>
      <translation>密钥为空，未保存任何内容。</translation>
    </message>
    <message>
      <source>Paste the whole key.</source>
      <translation>请粘贴完整的密钥。</translation>
    </message>
    <message>
      <source>The chat history could not be read or saved.</source>
      <translation>无法读取或保存聊天记录。</translation>
    </message>
    <message>
      <source>Check Footnote's data folder, then try again.</source>
      <translation>请检查 Footnote 的数据文件夹，然后重试。</translation>
    </message>
    <message>
      <source>That conversation or message no longer exists.</source>
      <translation>该对话或消息已不存在。</translation>
    </message>
    <message>
      <source>Pick another conversation in the list.</source>
      <translation>请在列表中选择其他对话。</translation>
    </message>
    <message>
      <source>The chat history is closed.</source>
      <translation>聊天记录已关闭。</translation>
    </message>
    <message>
      <source>Restart Footnote.</source>
      <translation>请重新启动 Footnote。</translation>
    </message>
    <message>
      <source>This answer is no longer being written.</source>
      <translation>这条回答已不在写入中。</translation>
    </message>
    <message>
      <source>Open the conversation again.</source>
      <translation>请重新打开该对话。</translation>
    </message>
    <message>
      <source>The chat history was written by a newer Footnote.</source>
      <translation>聊天记录是由更新版本的 Footnote 写入的。</translation>
    </message>
    <message>
      <source>Update Footnote.</source>
      <translation>请更新 Footnote。</translation>
    </message>
    <message>
      <source>The chat history could not be backed up before its upgrade.</source>
      <translation>升级前无法备份聊天记录。</translation>
    </message>
    <message>
      <source>Free some disk space, then start Footnote again.</source>
      <translation>请释放一些磁盘空间，然后重新启动 Footnote。</translation>
    </message>
    <message>
      <source>Upgrading the chat history failed; it was left as it was.</source>
      <translation>聊天记录升级失败，已保持原样。</translation>
    </message>
    <message>
      <source>Use the Footnote version you had before, and report the problem.</source>
      <translation>请使用之前的 Footnote 版本，并报告此问题。</translation>
    </message>
    <message>
      <source>The chat history is busy in another Footnote window or command.</source>
      <translation>聊天记录正被另一个 Footnote 窗口或命令占用。</translation>
    </message>
    <message>
      <source>The disk is full, so the chat history could not be saved.</source>
      <translation>磁盘已满，无法保存聊天记录。</translation>
    </message>
    <message>
      <source>Free some disk space, then try again.</source>
      <translation>请释放一些磁盘空间，然后重试。</translation>
    </message>
    <message>
      <source>The chat history file is read-only.</source>
      <translation>聊天记录文件是只读的。</translation>
    </message>
    <message>
      <source>Check the permissions of Footnote's data folder.</source>
      <translation>请检查 Footnote 数据文件夹的权限。</translation>
    </message>
    <message>
      <source>The chat history file is damaged.</source>
      <translation>聊天记录文件已损坏。</translation>
    </message>
    <message>
      <source>Restore a backup, or move the file away to start a new history.</source>
      <translation>请恢复备份，或把该文件移走以开始新的聊天记录。</translation>
    </message>
    <message>
      <source>The answer failed unexpectedly.</source>
      <translation>回答意外失败。</translation>
    </message>
    <message>
      <source>Try again; the details are in the log.</source>
      <translation>请重试；详细信息在日志中。</translation>
    </message>
    <message>
      <source>Web access is switched off.</source>
      <translation>联网已关闭。</translation>
    </message>
    <message>
      <source>Switch web access on in the message box to search and read pages.</source>
      <translation>请在输入框中打开联网，以便搜索和读取网页。</translation>
    </message>
  </context>
</TS>

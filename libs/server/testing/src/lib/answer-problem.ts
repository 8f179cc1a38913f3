/** An HTTP answer as the hostile-input checks read it. */
export interface ObservedAnswer {
  status: number;
  /** the body as text ('' for a binary one) */
  text: string;
}

/** Messages that reached the client in the framework's English instead of an Italian `messaggio`. */
const ENGLISH = /\b(must be|must not|should not|should be|Cannot (GET|POST|PUT|DELETE|PATCH)|Unexpected (token|end)|is not valid JSON|Bad Request|Not Found|Internal Server Error|Forbidden resource|Unauthorized|Payload Too Large|request entity too large|Too Many Requests|Unsupported Media Type)\b/i;

/** The first line of /etc/passwd: an external entity or a path traversal that was followed. */
const PASSWD = /root:x?:0:0:/;

/** The SPID and identity-manager browser routes answer an HTML page with the message in <p id="messaggio">. */
const BROWSER_ROUTE = /^\/api\/(spid|identitymanager)\//;

function messaggioOf(path: string, text: string): unknown {
  if (BROWSER_ROUTE.test(path)) {
    const page = /<p id="messaggio">([^<]+)<\/p>/.exec(text)?.[1];
    if (page) return page;
  }
  try {
    return (JSON.parse(text) as { messaggio?: unknown } | null)?.messaggio;
  } catch {
    return undefined;
  }
}

/**
 * What is wrong with the answer to bad input, or undefined: a 5xx, a 4xx without a non-empty
 * Italian `messaggio`, or the content of /etc/passwd echoed. `path` is the request's path (no query).
 */
export function answerProblem(path: string, answer: ObservedAnswer): string | undefined {
  if (PASSWD.test(answer.text)) return `${answer.status} con il contenuto di /etc/passwd`;
  if (answer.status >= 500) return `${answer.status} ${answer.text.slice(0, 200)}`;
  if (answer.status < 400) return undefined;
  const messaggio = messaggioOf(path, answer.text);
  if (typeof messaggio !== 'string' || !messaggio.trim()) return `${answer.status} senza messaggio: ${answer.text.slice(0, 200)}`;
  if (ENGLISH.test(messaggio)) return `${answer.status} con un messaggio non in italiano: ${messaggio.slice(0, 200)}`;
  return undefined;
}

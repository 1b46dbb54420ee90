// The network under the API client's tests: `serve(handler)` answers every fetch and keeps a copy of
// each request in `seen` (emptied by each `serve`), so a test reads what was sent.
export type Handler = (request: Request) => Response | Promise<Response>;

export const seen: Request[] = [];

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

export function serve(handler: Handler) {
  seen.length = 0;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    seen.push(request.clone());
    return handler(request);
  }) as typeof fetch;
}

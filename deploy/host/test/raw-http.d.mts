// Types of raw-http.mjs for the TypeScript callers (deploy/e2e/tests/nginx.spec.ts).
export interface RawResponse {
  status: number;
  head: string;
  body: string;
}
export function sendRaw(port: number, bytes: string, o?: { expected?: number; bodyless?: boolean; capMs?: number }): Promise<Buffer>;
export function parseResponses(buf: Buffer, bodyless?: boolean): RawResponse[];
export const BAD_FRAMING: Readonly<Record<string, string>>;
export function bodyOnBodyless(method: 'GET' | 'HEAD', framing: 'length' | 'chunked'): string;

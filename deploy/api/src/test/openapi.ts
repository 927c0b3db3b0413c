/**
 * The document keeps its word (Swagger UI and generated clients rely on it): every answer a
 * test context's app gives through `inject` is checked against the app's own OpenAPI document
 * (/api/docs/json) with ajv. An operation's answer must have a status the document lists and, for
 * JSON, a body its schema accepts; an answer to a path or method the document does not name
 * (404, 405) must be the failure envelope. A mismatch throws at the call, so the test that
 * provoked it fails and names the operation, the status and what did not match.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { appendFileSync } from 'node:fs';

/** OPENAPI_COLLECT=<file>: mismatches are appended to the file instead of thrown (to survey a whole run at once). */
const collectTo = process.env.OPENAPI_COLLECT;

type JsonSchema = Record<string, unknown>;
interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: Record<string, unknown>;
}

/** The failure envelope every error answer outside a documented operation must be. */
const FAILURE: JsonSchema = {
  type: 'object',
  properties: {
    basarili: { enum: [false] },
    veri: { enum: [null] },
    mesaj: { type: 'string', minLength: 1 },
    hatalar: { type: 'object', additionalProperties: { type: 'string' } },
  },
  required: ['basarili', 'veri', 'mesaj'],
  additionalProperties: false,
};

/** How many answers were checked in this worker (printed by the suites). */
export const checkedAnswers = { count: 0 };

/** A document path template as a RegExp, with the number of its parameters (static paths win). */
function templateOf(path: string): { re: RegExp; params: number } {
  let params = 0;
  const body = path
    .split(/(\{[^}]+\})/)
    .map((part) => {
      if (part.startsWith('{')) {
        params += 1;
        return part === '{*}' ? '.*' : '[^/]+';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return { re: new RegExp(`^${body}$`), params };
}

/** Checks answers against one app's document; compiled schemas are kept per operation and status. */
export class DocumentChecker {
  private readonly ajv: Ajv;
  private readonly templates: { path: string; re: RegExp; params: number }[];
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(private readonly doc: Document) {
    this.ajv = new Ajv({ strict: false, allErrors: true });
    addFormats.default(this.ajv);
    this.ajv.addFormat('binary', true);
    this.templates = Object.keys(doc.paths)
      .map((path) => ({ path, ...templateOf(path) }))
      .sort((a, b) => a.params - b.params);
  }

  private validator(key: string, schema: JsonSchema): ValidateFunction {
    let fn = this.compiled.get(key);
    if (!fn) {
      fn = this.ajv.compile({ allOf: [schema], components: this.doc.components ?? {} });
      this.compiled.set(key, fn);
    }
    return fn;
  }

  /** The documented operation a request reaches: its path template and operation, or null. */
  operationOf(method: string, path: string): { path: string; op: Operation } | null {
    const m = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
    for (const t of this.templates) if (t.re.test(path) && this.doc.paths[t.path]?.[m]) return { path: t.path, op: this.doc.paths[t.path]![m]! };
    return null;
  }

  /** What is wrong with an answer to `method url` against the document; '' when nothing. */
  problem(method: string, url: string, res: LightMyRequestResponse): string {
    const path = (url.split('?')[0] ?? '').replace(/^https?:\/\/[^/]+/, '');
    const found = this.operationOf(method, path);
    const type = String(res.headers['content-type'] ?? '');
    const json = type.startsWith('application/json') && method.toUpperCase() !== 'HEAD' && res.body !== '';
    const parse = (): { value?: unknown; error?: string } => {
      try {
        return { value: res.json() };
      } catch {
        return { error: `not JSON: ${res.body.slice(0, 80)}` };
      }
    };
    if (!found) {
      if (res.statusCode < 400 || path.startsWith('/uploads/') || path.startsWith('/api/docs')) return '';
      if (!json) return `${res.statusCode} without the envelope (content-type ${type || 'none'})`;
      const body = parse();
      if (body.error) return body.error;
      const ok = this.validator('failure', FAILURE)(body.value);
      return ok ? '' : `${res.statusCode} is not the failure envelope: ${res.body.slice(0, 160)}`;
    }
    const label = `${method.toUpperCase()} ${found.path}`;
    const responses = found.op.responses ?? {};
    const listed = responses[String(res.statusCode)] ?? responses[`${String(res.statusCode)[0]}XX`] ?? responses.default;
    if (!listed) return `${label}: status ${res.statusCode} is not in the document (lists ${Object.keys(responses).join(', ')})`;
    const schema = listed.content?.['application/json']?.schema;
    if (!json) return schema && res.statusCode !== 204 && res.statusCode !== 304 && method.toUpperCase() !== 'HEAD' ? `${label} ${res.statusCode}: answered ${type || 'no content type'}, the document says JSON` : '';
    if (!schema) return `${label} ${res.statusCode}: answered JSON the document does not describe`;
    const body = parse();
    if (body.error) return `${label} ${res.statusCode}: ${body.error}`;
    const validate = this.validator(`${label} ${res.statusCode}`, schema);
    if (validate(body.value)) return '';
    const errors = (validate.errors ?? []).slice(0, 3).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`);
    return `${label} ${res.statusCode}: body does not match the document: ${errors.join('; ')} — ${res.body.slice(0, 200)}`;
  }
}

/** Error thrown for an answer the document does not allow. */
export class DocumentMismatch extends Error {
  override name = 'DocumentMismatch';
}

/**
 * Makes every `app.inject(options)` of `app` check its answer against the app's document
 * (the chained form `app.inject()` is left as it is). Call once the app is ready.
 * @throws DocumentMismatch from the wrapped inject when an answer does not match
 */
export function checkAnswersAgainstDocument(app: FastifyInstance): void {
  const checker = new DocumentChecker(app.swagger() as unknown as Document);
  const inject = app.inject.bind(app) as (opts?: InjectOptions | string) => Promise<LightMyRequestResponse>;
  const wrapped = async (opts: InjectOptions | string): Promise<LightMyRequestResponse> => {
    const res = await inject(opts);
    const method = typeof opts === 'string' ? 'GET' : String(opts.method ?? 'GET');
    const url = typeof opts === 'string' ? opts : typeof opts.url === 'string' ? opts.url : String(opts.path ?? '/');
    checkedAnswers.count += 1;
    const problem = checker.problem(method, url, res);
    if (problem && collectTo) appendFileSync(collectTo, `${problem.slice(0, 400)}\n`);
    else if (problem) throw new DocumentMismatch(problem);
    return res;
  };
  // The original is kept for the chained and callback forms.
  Object.assign(app, { inject: (opts?: InjectOptions | string, ...rest: unknown[]) => (opts === undefined || rest.length ? (inject as (...a: unknown[]) => unknown)(opts, ...rest) : wrapped(opts)) });
}

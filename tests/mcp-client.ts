import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { TEST_ORIGIN, type TestApp } from './test-app';

/** A tool's answer: its text, and whether it is the tool's error result. */
export type TMcpAnswer = { text: string; isError: boolean };
/** A listed tool: name, JSON Schema of its arguments, and whether it only reads (its `readOnlyHint`). */
export type TMcpTool = Awaited<ReturnType<Client['listTools']>>['tools'][number];

/** The official SDK client on `/api/mcp` (decision 114) with `token`, over the app in-process. */
export async function connectMcp(t: TestApp, token: string) {
  const transport = new StreamableHTTPClientTransport(new URL(`${TEST_ORIGIN}/api/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${token}` } },
    fetch: async (url, init) => t.app.request(String(url), init as RequestInit),
  });
  const client = new Client({ name: 'leadscout-test', version: '1.0.0' });
  await client.connect(transport);
  const call = async (name: string, args: Record<string, unknown> = {}): Promise<TMcpAnswer> => {
    const result = (await client.callTool({ name, arguments: args })) as {
      content: { type: string; text: string }[];
      isError?: boolean;
    };
    return { text: result.content.map((part) => part.text).join('\n'), isError: result.isError === true };
  };
  return { client, call, tools: async () => (await client.listTools()).tools, close: () => client.close() };
}

const isIdArgument = (name: string) => /Ids?$/.test(name) || name === 'provider';

/**
 * Argument sets for `tool` built from its listed schema, each id argument (`searchId`, `listId`, `leadIds`,
 * `pushId`, `provider`, …) taken from `ids`: the required ones in every set, and one set per optional id (so a
 * tool taking a search or a list is called with each). Sweeps call every listed tool this way, so a tool added later
 * is swept without new code; an id argument `ids` has no value for fails loudly.
 */
export function mcpArgSets(tool: TMcpTool, ids: Record<string, unknown>): Record<string, unknown>[] {
  const properties = Object.keys(tool.inputSchema.properties ?? {});
  const required = new Set(tool.inputSchema.required ?? []);
  const valueOf = (name: string) => {
    if (!(name in ids))
      throw new Error(`no value for argument ${name} of tool ${tool.name}: add it to the sweep's ids`);
    return ids[name];
  };
  const base = Object.fromEntries(
    properties
      .filter((name) => required.has(name) && isIdArgument(name))
      .map((name) => [name, valueOf(name)]),
  );
  const optional = properties.filter((name) => !required.has(name) && isIdArgument(name));
  return optional.length ? optional.map((name) => ({ ...base, [name]: valueOf(name) })) : [base];
}

/** Whether a tool only reads: its `readOnlyHint`; a tool that does not say is an error. */
export function isReadOnlyTool(tool: TMcpTool): boolean {
  const hint = tool.annotations?.readOnlyHint;
  if (typeof hint !== 'boolean') throw new Error(`tool ${tool.name} does not say whether it only reads`);
  return hint;
}

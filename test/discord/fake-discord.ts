// A local fake Discord for end-to-end tests: REST v10 and gateway v10 on one loopback port, recording everything the bot sends.
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';

export interface FakeUser {
  readonly id: string;
  readonly username: string;
  readonly global_name?: string | null;
}

export interface FakeFile {
  readonly field: string;
  readonly name: string;
  readonly contentType: string;
  readonly data: Buffer;
}

export interface RecordedRequest {
  readonly method: string;
  /** Path without the query string, e.g. `/api/v10/interactions/1/tok/callback`. */
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  /** The JSON body, or `payload_json` of a multipart body. */
  readonly json: unknown;
  readonly files: readonly FakeFile[];
}

export type ResponseKind = 'callback' | 'edit' | 'followUp' | 'delete';

/** One thing the bot did in answer to an interaction. */
export interface FakeResponse {
  readonly kind: ResponseKind;
  /** For callbacks: 4 reply, 5 deferred reply, 6 deferred update, 7 update, 8 autocomplete result. */
  readonly callbackType?: number;
  /** The message (or autocomplete) data: callback `data`, or the webhook body. */
  readonly data: MessageData;
  readonly files: readonly FakeFile[];
  readonly ephemeral: boolean;
}

export interface MessageData {
  readonly content?: string;
  readonly flags?: number;
  readonly components?: ReadonlyArray<{
    type: number;
    components: ReadonlyArray<{ type: number; custom_id?: string; label?: string; style?: number }>;
  }>;
  readonly attachments?: ReadonlyArray<{ id: string | number; filename: string }>;
  readonly embeds?: readonly unknown[];
  readonly allowed_mentions?: { parse?: readonly string[] };
  readonly choices?: ReadonlyArray<{ name: string; value: string | number }>;
  readonly [key: string]: unknown;
}

export interface GatewayFrame {
  readonly op: number;
  readonly d: unknown;
  readonly s?: number | null;
  readonly t?: string | null;
}

/** An option value as a test writes it; types are inferred unless given. */
export type OptionInput =
  | string
  | number
  | boolean
  | { readonly type: number; readonly value: string | number | boolean }
  | FakeAttachmentInput;

export interface FakeAttachmentInput {
  readonly attachment: { readonly name: string; readonly data: Buffer; readonly contentType?: string };
}

export interface InteractionOptions {
  readonly user?: FakeUser;
  /** The member's permission bits in the channel, as Discord sends them (a decimal string). */
  readonly permissions?: bigint | string;
  readonly roles?: readonly string[];
  readonly subcommand?: string;
  readonly channelId?: string;
  /** `null` sends a DM interaction (no guild, `user` instead of `member`). */
  readonly guildId?: string | null;
}

export interface SentInteraction {
  readonly id: string;
  readonly token: string;
}

export interface FakeGuild {
  readonly id: string;
  readonly roles?: readonly string[];
  readonly channels?: readonly string[];
}

export interface FakeDiscordOptions {
  readonly token?: string;
  readonly applicationId?: string;
  readonly heartbeatIntervalMs?: number;
  /** Guilds the bot is in: listed unavailable in READY, then sent whole in GUILD_CREATE, as Discord does. */
  readonly guilds?: readonly FakeGuild[];
}

export const DEFAULT_GUILD = '500000000000000001';
export const DEFAULT_CHANNEL = '600000000000000001';
export const DEFAULT_USER: FakeUser = { id: '700000000000000001', username: 'alice', global_name: 'Alice' };
/** View Channel, Send Messages, Read History: an ordinary player. */
export const PLAYER_PERMISSIONS = (1n << 10n) | (1n << 11n) | (1n << 16n);
export const MANAGE_CHANNELS = 1n << 4n;

const DISCORD_EPOCH = 1420070400000n;
const EPHEMERAL = 64;

export class FakeDiscord {
  readonly requests: RecordedRequest[] = [];
  /** Every frame a bot sent over the gateway, in order. */
  readonly gatewayReceived: GatewayFrame[] = [];
  readonly token: string;
  readonly applicationId: string;
  readonly botUser: FakeUser & { bot: true; discriminator: string; avatar: null };
  /** Commands registered by the last PUT, by scope (`global` or a guild id). */
  readonly registered = new Map<string, unknown[]>();
  /** Bot tokens accepted besides `token`, so several bot processes can be told apart. */
  private readonly tokens = new Set<string>();

  private readonly http: Server;
  private readonly wss: WebSocketServer;
  private readonly sockets = new Set<WebSocket>();
  private readonly identified = new Set<WebSocket>();
  /** Every dispatch sent, for replay to a bot that resumes its session. */
  private readonly dispatched: Array<{ readonly s: number; readonly frame: string }> = [];
  private readonly responses = new Map<string, FakeResponse[]>();
  private readonly files = new Map<string, { data: Buffer; contentType: string }>();
  private readonly messages: Array<{ id: string; channel_id: string; data: MessageData }> = [];
  private readonly waiters = new Set<() => void>();
  private readonly interactionChannels = new Map<string, string>();
  private readonly failures: Array<{ method: string; path: RegExp; status: number; body: unknown }> = [];
  private readonly heartbeatIntervalMs: number;
  private readonly guilds: readonly FakeGuild[];
  private sequence = 0;
  private snowflakeCounter = 0n;
  private port = 0;

  private constructor(options: FakeDiscordOptions) {
    this.token = options.token ?? 'fake-bot-token';
    this.tokens.add(this.token);
    this.applicationId = options.applicationId ?? '400000000000000001';
    this.heartbeatIntervalMs = options.heartbeatIntervalMs ?? 41_250;
    this.guilds = options.guilds ?? [];
    this.botUser = { id: this.applicationId, username: 'salvo', discriminator: '0000', global_name: 'Salvo', avatar: null, bot: true };
    this.http = createServer((req, res) => {
      this.handleHttp(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(JSON.stringify({ message: String(error), code: 0 }));
      });
    });
    this.wss = new WebSocketServer({ noServer: true });
    this.http.on('upgrade', (req, socket, head) => {
      if (new URL(req.url ?? '/', 'http://x').pathname !== '/gateway') {
        socket.destroy();
        return;
      }
      this.wss.handleUpgrade(req, socket, head, (ws) => this.onGateway(ws));
    });
  }

  static async start(options: FakeDiscordOptions = {}): Promise<FakeDiscord> {
    const fake = new FakeDiscord(options);
    fake.http.listen(0, '127.0.0.1');
    await once(fake.http, 'listening');
    fake.port = (fake.http.address() as AddressInfo).port;
    return fake;
  }

  /** What DISCORD_API_BASE should be set to. */
  get apiBase(): string {
    return `http://127.0.0.1:${this.port}/api`;
  }

  get gatewayUrl(): string {
    return `ws://127.0.0.1:${this.port}/gateway`;
  }

  /** Accepts another bot token (REST and IDENTIFY). */
  acceptToken(token: string): void {
    this.tokens.add(token);
  }

  /** Gateway connections currently open. */
  get openConnections(): number {
    return this.sockets.size;
  }

  /** Frames of one opcode the bot sent (2 identify, 1 heartbeat). */
  received(op: number): GatewayFrame[] {
    return this.gatewayReceived.filter((f) => f.op === op);
  }

  waitForIdentify(timeoutMs = 10_000): Promise<GatewayFrame> {
    return this.waitFor(() => this.received(2)[0], timeoutMs, 'IDENTIFY');
  }

  /** Resolves when `probe` returns something other than undefined, re-checked whenever anything arrives. */
  waitFor<T>(probe: () => T | undefined, timeoutMs = 5000, what = 'condition'): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const check = () => {
        const found = probe();
        if (found === undefined) return;
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve(found);
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`fake Discord: timed out after ${timeoutMs} ms waiting for ${what}`));
      }, timeoutMs);
      this.waiters.add(check);
      check();
    });
  }

  responsesTo(interactionId: string): FakeResponse[] {
    return this.responses.get(interactionId) ?? [];
  }

  /** The first response that carries a message or choices (not a bare defer or delete). */
  waitForResponse(interactionId: string, timeoutMs = 5000): Promise<FakeResponse> {
    return this.waitForResponses(interactionId, 1, timeoutMs).then((all) => all[0]!);
  }

  /** The first `count` responses that carry a message or choices. */
  waitForResponses(interactionId: string, count: number, timeoutMs = 5000): Promise<FakeResponse[]> {
    return this.waitFor(
      () => {
        const found = this.responsesTo(interactionId).filter(carriesMessage);
        return found.length >= count ? found.slice(0, count) : undefined;
      },
      timeoutMs,
      `${count} response(s) to interaction ${interactionId}`,
    );
  }

  /** Serves a file (as Discord's CDN would) and returns its URL. */
  hostFile(name: string, data: Buffer, contentType = 'application/octet-stream'): string {
    const path = `/attachments/${this.snowflake()}/${encodeURIComponent(name)}`;
    this.files.set(path, { data, contentType });
    return `http://127.0.0.1:${this.port}${path}`;
  }

  sendCommand(name: string, options: Record<string, OptionInput> = {}, opts: InteractionOptions = {}): SentInteraction {
    const resolved: Record<string, unknown> = {};
    const leaves = Object.entries(options).map(([optionName, input]) => this.commandOption(optionName, input, resolved));
    const data = {
      type: 1,
      id: this.commandId(name),
      name,
      options: opts.subcommand ? [{ type: 1, name: opts.subcommand, options: leaves }] : leaves,
      ...(Object.keys(resolved).length > 0 ? { resolved: { attachments: resolved } } : {}),
    };
    return this.dispatchInteraction(2, data, opts);
  }

  /** `focused` names the option being typed; its value is the partial text. */
  sendAutocomplete(
    name: string,
    options: Record<string, string | number>,
    focused: string,
    opts: InteractionOptions = {},
  ): SentInteraction {
    const leaves = Object.entries(options).map(([optionName, value]) => ({
      type: typeof value === 'number' ? (Number.isInteger(value) ? 4 : 10) : 3,
      name: optionName,
      value,
      ...(optionName === focused ? { focused: true } : {}),
    }));
    const data = {
      type: 1,
      id: this.commandId(name),
      name,
      options: opts.subcommand ? [{ type: 1, name: opts.subcommand, options: leaves }] : leaves,
    };
    return this.dispatchInteraction(4, data, opts);
  }

  /** The answer to an interaction, past any deferral (and the deleted deferral an ephemeral answer replaces). */
  answerTo(id: string, timeoutMs = 8000): Promise<FakeResponse> {
    return this.waitFor(
      () => this.responsesTo(id).find((r) => r.kind !== 'delete' && !(r.kind === 'callback' && r.callbackType === 5)),
      timeoutMs,
      `answer to ${id}`,
    );
  }

  /** Sends a command (a system's subcommand, with the member's permissions) and waits for its answer. */
  command(name: string, options: Record<string, OptionInput>, subcommand?: string, permissions?: bigint): Promise<FakeResponse> {
    return this.answerTo(
      this.sendCommand(name, options, { ...(subcommand ? { subcommand } : {}), ...(permissions ? { permissions } : {}) }).id,
    );
  }

  /** Presses a button; the message it sits on is the one the bot sent with that custom id, when there is one. */
  pressButton(
    customId: string,
    user: FakeUser = DEFAULT_USER,
    opts: Omit<InteractionOptions, 'user' | 'subcommand'> = {},
  ): SentInteraction {
    const channelId = opts.channelId ?? DEFAULT_CHANNEL;
    const source = [...this.messages]
      .reverse()
      .find((m) => m.data.components?.some((row) => row.components.some((c) => c.custom_id === customId)));
    const message = this.messageObject(source?.id ?? this.snowflake(), source?.channel_id ?? channelId, source?.data ?? { content: '' });
    return this.dispatchInteraction(3, { custom_id: customId, component_type: 2 }, { ...opts, user }, { message });
  }

  /** Makes the next matching request fail as Discord would refuse it (the request is still recorded). */
  failNext(method: string, path: RegExp, status = 400, body: unknown = { message: 'Invalid Form Body', code: 50035 }): void {
    this.failures.push({ method, path, status, body });
  }

  /**
   * Sends a raw dispatch to every identified connection, and keeps it: a bot that drops its connection (a heartbeat ACK
   * it was too busy to read in time, on a loaded machine) resumes, and Discord replays what it missed.
   */
  dispatch(t: string, d: unknown): void {
    const s = ++this.sequence;
    const frame = JSON.stringify({ op: 0, t, s, d });
    this.dispatched.push({ s, frame });
    for (const ws of this.identified) if (ws.readyState === ws.OPEN) ws.send(frame);
  }

  async close(): Promise<void> {
    for (const ws of this.sockets) ws.terminate();
    this.wss.close();
    this.http.closeAllConnections();
    await new Promise<void>((resolve) => this.http.close(() => resolve()));
  }

  // --- gateway ---

  private onGateway(ws: WebSocket): void {
    this.sockets.add(ws);
    ws.on('close', () => {
      this.sockets.delete(ws);
      this.identified.delete(ws);
    });
    ws.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as GatewayFrame;
      this.gatewayReceived.push(frame);
      if (frame.op === 1) ws.send(JSON.stringify({ op: 11, d: null }));
      if (frame.op === 2) this.onIdentify(ws, frame.d as { token?: string });
      if (frame.op === 6) this.onResume(ws, frame.d as { token?: string; seq?: number | null });
      this.notify();
    });
    ws.send(JSON.stringify({ op: 10, d: { heartbeat_interval: this.heartbeatIntervalMs } }));
  }

  private onIdentify(ws: WebSocket, identify: { token?: string }): void {
    if (identify.token === undefined || !this.tokens.has(identify.token)) {
      ws.close(4004, 'Authentication failed.');
      return;
    }
    this.identified.add(ws);
    const ready = {
      v: 10,
      session_id: `session-${this.snowflake()}`,
      resume_gateway_url: this.gatewayUrl,
      user: { ...this.botUser, flags: 0, verified: true, mfa_enabled: false },
      application: { id: this.applicationId, flags: 0 },
      guilds: this.guilds.map((g) => ({ id: g.id, unavailable: true })),
      shard: [0, 1],
    };
    ws.send(JSON.stringify({ op: 0, t: 'READY', s: ++this.sequence, d: ready }));
    for (const guild of this.guilds) ws.send(JSON.stringify({ op: 0, t: 'GUILD_CREATE', s: ++this.sequence, d: this.guildObject(guild) }));
  }

  /** RESUME (op 6): the session goes on over the new connection, missed dispatches first, then RESUMED. */
  private onResume(ws: WebSocket, resume: { token?: string; seq?: number | null }): void {
    if (resume.token === undefined || !this.tokens.has(resume.token)) {
      ws.send(JSON.stringify({ op: 9, d: false }));
      return;
    }
    this.identified.add(ws);
    for (const { s, frame } of this.dispatched) if (s > (resume.seq ?? 0)) ws.send(frame);
    ws.send(JSON.stringify({ op: 0, t: 'RESUMED', s: ++this.sequence, d: {} }));
  }

  private guildObject(guild: FakeGuild): Record<string, unknown> {
    const role = (id: string, name: string, position: number) => ({
      id,
      name,
      color: 0,
      hoist: false,
      icon: null,
      unicode_emoji: null,
      position,
      permissions: String(PLAYER_PERMISSIONS),
      managed: false,
      mentionable: false,
      flags: 0,
    });
    return {
      id: guild.id,
      name: `Guild ${guild.id}`,
      icon: null,
      owner_id: '700000000000000999',
      afk_channel_id: null,
      afk_timeout: 300,
      verification_level: 0,
      default_message_notifications: 0,
      explicit_content_filter: 0,
      // The @everyone role has the guild's id.
      roles: [role(guild.id, '@everyone', 0), ...(guild.roles ?? []).map((id, i) => role(id, `role ${i + 1}`, i + 1))],
      emojis: [],
      stickers: [],
      features: [],
      mfa_level: 0,
      system_channel_id: null,
      system_channel_flags: 0,
      rules_channel_id: null,
      public_updates_channel_id: null,
      preferred_locale: 'en-US',
      premium_tier: 0,
      nsfw_level: 0,
      premium_progress_bar_enabled: false,
      joined_at: '2024-01-01T00:00:00.000Z',
      large: false,
      unavailable: false,
      member_count: 2,
      members: [],
      channels: (guild.channels ?? [DEFAULT_CHANNEL]).map((id, i) => ({
        id,
        type: 0,
        guild_id: guild.id,
        name: `table-${i + 1}`,
        position: i,
        permission_overwrites: [],
        parent_id: null,
        nsfw: false,
        topic: null,
        last_message_id: null,
        rate_limit_per_user: 0,
      })),
      threads: [],
      presences: [],
      voice_states: [],
      stage_instances: [],
      guild_scheduled_events: [],
      soundboard_sounds: [],
    };
  }

  private dispatchInteraction(type: number, data: unknown, opts: InteractionOptions, extra: Record<string, unknown> = {}): SentInteraction {
    const id = this.snowflake();
    const token = `itoken-${id}`;
    const user = opts.user ?? DEFAULT_USER;
    const guildId = opts.guildId === undefined ? DEFAULT_GUILD : opts.guildId;
    const channelId = opts.channelId ?? DEFAULT_CHANNEL;
    const apiUser = { id: user.id, username: user.username, global_name: user.global_name ?? null, discriminator: '0', avatar: null };
    const permissions = String(opts.permissions ?? PLAYER_PERMISSIONS);
    const where =
      guildId === null
        ? { user: apiUser, channel: { id: channelId, type: 1, recipients: [apiUser] }, context: 1 }
        : {
            guild_id: guildId,
            guild_locale: 'en-US',
            guild: { id: guildId, locale: 'en-US', features: [] },
            channel: { id: channelId, type: 0, guild_id: guildId, name: 'table' },
            member: {
              user: apiUser,
              roles: [...(opts.roles ?? [])],
              permissions,
              joined_at: '2024-01-01T00:00:00.000Z',
              nick: null,
              deaf: false,
              mute: false,
              flags: 0,
              pending: false,
            },
            context: 0,
          };
    this.responses.set(id, []);
    this.interactionChannels.set(id, channelId);
    this.dispatch('INTERACTION_CREATE', {
      id,
      application_id: this.applicationId,
      type,
      token,
      version: 1,
      channel_id: channelId,
      app_permissions: String((1n << 11n) | (1n << 15n) | (1n << 10n)),
      locale: 'en-US',
      entitlements: [],
      authorizing_integration_owners: guildId === null ? { 1: user.id } : { 0: guildId },
      attachment_size_limit: 10 * 1024 * 1024,
      data,
      ...where,
      ...extra,
    });
    return { id, token };
  }

  private commandOption(name: string, input: OptionInput, resolved: Record<string, unknown>): Record<string, unknown> {
    if (typeof input === 'object' && 'attachment' in input) {
      const id = this.snowflake();
      const { name: filename, data, contentType = 'application/octet-stream' } = input.attachment;
      const url = this.hostFile(filename, data, contentType);
      resolved[id] = { id, filename, size: data.length, url, proxy_url: url, content_type: contentType };
      return { type: 11, name, value: id };
    }
    if (typeof input === 'object') return { type: input.type, name, value: input.value };
    const type = typeof input === 'string' ? 3 : typeof input === 'boolean' ? 5 : Number.isInteger(input) ? 4 : 10;
    return { type, name, value: input };
  }

  private commandId(name: string): string {
    for (const commands of this.registered.values()) {
      const found = commands.find((c) => (c as { name?: string }).name === name) as { id?: string } | undefined;
      if (found?.id) return found.id;
    }
    return '300000000000000001';
  }

  // --- REST ---

  private async handleHttp(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${this.port}`);
    const raw = await readBody(req);
    const { json, files } = parseBody(req.headers['content-type'], raw);
    const request: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      json,
      files,
    };
    this.requests.push(request);
    try {
      const failure = this.failures.findIndex((f) => f.method === request.method && f.path.test(request.path));
      const [status, body] = failure >= 0 ? this.fail(failure) : this.route(request, req.headers.authorization);
      res.statusCode = status;
      if (body === undefined) {
        res.end();
      } else if (Buffer.isBuffer(body)) {
        res.setHeader('content-type', 'application/octet-stream');
        res.end(body);
      } else {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(body));
      }
    } finally {
      this.notify();
    }
  }

  private route(request: RecordedRequest, authorization: string | undefined): [number, unknown] {
    const { method, path } = request;
    const hosted = this.files.get(path);
    if (method === 'GET' && hosted) return [200, hosted.data];
    // Interaction endpoints authenticate with the interaction token in the path, not the bot token.
    const callback = /^\/api\/v10\/interactions\/(\d+)\/([^/]+)\/callback$/.exec(path);
    if (method === 'POST' && callback) {
      const m = callback;
      const body = request.json as { type: number; data?: MessageData };
      const data = body.data ?? {};
      this.record(m[1]!, { kind: 'callback', callbackType: body.type, data, files: request.files, ephemeral: isEphemeral(data) });
      if (body.type === 4 || body.type === 7) this.remember(m[1]!, data);
      if (request.query.get('with_response') === 'true') {
        return [
          200,
          {
            interaction: { id: m[1], type: 2 },
            resource: { type: body.type, message: this.messageObject(this.snowflake(), DEFAULT_CHANNEL, data) },
          },
        ];
      }
      return [204, undefined];
    }
    const webhook = /^\/api\/v10\/webhooks\/(\d+)\/([^/]+)(\/messages\/([^/]+))?$/.exec(path);
    if (webhook) {
      const m = webhook;
      const interactionId = this.interactionForToken(m[2]!);
      const data = (request.json ?? {}) as MessageData;
      if (method === 'POST' && !m[3]) {
        this.record(interactionId, { kind: 'followUp', data, files: request.files, ephemeral: isEphemeral(data) });
        return [200, this.remember(interactionId, data)];
      }
      if (method === 'PATCH' && m[3]) {
        this.record(interactionId, { kind: 'edit', data, files: request.files, ephemeral: false });
        return [200, this.remember(interactionId, data)];
      }
      if (method === 'DELETE' && m[3]) {
        this.record(interactionId, { kind: 'delete', data: {}, files: [], ephemeral: false });
        return [204, undefined];
      }
      if (method === 'GET' && m[3]) return [200, this.messageObject(this.snowflake(), DEFAULT_CHANNEL, {})];
    }

    if (!authorization?.startsWith('Bot ') || !this.tokens.has(authorization.slice(4)))
      return [401, { message: '401: Unauthorized', code: 0 }];
    if (method === 'GET' && path === '/api/v10/gateway/bot') {
      return [
        200,
        {
          url: this.gatewayUrl,
          shards: 1,
          session_start_limit: { total: 1000, remaining: 999, reset_after: 14_400_000, max_concurrency: 1 },
        },
      ];
    }
    if (method === 'GET' && path === '/api/v10/gateway') return [200, { url: this.gatewayUrl }];
    if (method === 'GET' && path === '/api/v10/users/@me') return [200, this.botUser];
    const commands = /^\/api\/v10\/applications\/(\d+)(?:\/guilds\/(\d+))?\/commands$/.exec(path);
    if (method === 'PUT' && commands) {
      const m = commands;
      if (m[1] !== this.applicationId) return [404, { message: 'Unknown Application', code: 10002 }];
      const saved = (request.json as Array<Record<string, unknown>>).map((command) => ({
        id: this.snowflake(),
        application_id: this.applicationId,
        version: this.snowflake(),
        type: 1,
        default_member_permissions: null,
        ...(m[2] ? { guild_id: m[2] } : {}),
        ...command,
      }));
      this.registered.set(m[2] ?? 'global', saved);
      return [200, saved];
    }
    return [404, { message: `fake Discord has no route for ${method} ${path}`, code: 0 }];
  }

  private fail(index: number): [number, unknown] {
    const [failure] = this.failures.splice(index, 1);
    return [failure!.status, failure!.body];
  }

  private interactionForToken(token: string): string {
    return token.startsWith('itoken-') ? token.slice('itoken-'.length) : token;
  }

  private record(interactionId: string, response: FakeResponse): void {
    const list = this.responses.get(interactionId) ?? [];
    list.push(response);
    this.responses.set(interactionId, list);
  }

  /** Keeps a sent message (for button presses to find) and returns it as Discord would. */
  private remember(interactionId: string, data: MessageData): Record<string, unknown> {
    const id = this.snowflake();
    const channelId = this.interactionChannels.get(interactionId) ?? DEFAULT_CHANNEL;
    this.messages.push({ id, channel_id: channelId, data });
    return this.messageObject(id, channelId, data, interactionId);
  }

  private messageObject(id: string, channelId: string, data: MessageData, interactionId?: string): Record<string, unknown> {
    return {
      id,
      channel_id: channelId,
      type: interactionId ? 20 : 0,
      author: this.botUser,
      content: data.content ?? '',
      timestamp: new Date().toISOString(),
      edited_timestamp: null,
      tts: false,
      mention_everyone: false,
      mentions: [],
      mention_roles: [],
      attachments: (data.attachments ?? []).map((a) => ({ id: String(a.id), filename: a.filename, size: 0, url: '', proxy_url: '' })),
      embeds: data.embeds ?? [],
      components: data.components ?? [],
      pinned: false,
      flags: data.flags ?? 0,
      webhook_id: this.applicationId,
      application_id: this.applicationId,
    };
  }

  private snowflake(): string {
    this.snowflakeCounter += 1n;
    return String(((BigInt(Date.now()) - DISCORD_EPOCH) << 22n) | (this.snowflakeCounter & 0x3fffffn));
  }

  private notify(): void {
    for (const waiter of [...this.waiters]) waiter();
  }
}

function carriesMessage(response: FakeResponse): boolean {
  if (response.kind === 'delete') return false;
  return response.kind !== 'callback' || response.callbackType === 4 || response.callbackType === 7 || response.callbackType === 8;
}

function isEphemeral(data: MessageData): boolean {
  return ((data.flags ?? 0) & EPHEMERAL) !== 0;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function parseBody(contentType: string | undefined, raw: Buffer): { json: unknown; files: FakeFile[] } {
  if (raw.length === 0) return { json: undefined, files: [] };
  const boundary = /multipart\/form-data;.*boundary=("?)([^";]+)\1/i.exec(contentType ?? '')?.[2];
  if (!boundary) return { json: contentType?.includes('json') ? JSON.parse(raw.toString('utf8')) : undefined, files: [] };
  let json: unknown;
  const files: FakeFile[] = [];
  for (const part of parseMultipart(raw, boundary)) {
    if (part.name === 'payload_json') json = JSON.parse(part.data.toString('utf8'));
    else if (part.filename !== undefined)
      files.push({ field: part.name, name: part.filename, contentType: part.contentType, data: part.data });
  }
  return { json, files };
}

interface Part {
  readonly name: string;
  readonly filename: string | undefined;
  readonly contentType: string;
  readonly data: Buffer;
}

/** Enough of RFC 7578 for what undici's FormData writes: CRLF-separated headers, binary bodies between boundaries. */
export function parseMultipart(raw: Buffer, boundary: string): Part[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Part[] = [];
  let start = raw.indexOf(delimiter);
  while (start !== -1) {
    const afterDelimiter = start + delimiter.length;
    if (raw.subarray(afterDelimiter, afterDelimiter + 2).toString() === '--') break;
    const headerStart = afterDelimiter + 2; // CRLF
    const headerEnd = raw.indexOf('\r\n\r\n', headerStart);
    const next = raw.indexOf(delimiter, headerEnd);
    if (headerEnd === -1 || next === -1) break;
    const headers = raw.subarray(headerStart, headerEnd).toString('utf8');
    const data = raw.subarray(headerEnd + 4, next - 2); // body ends with CRLF before the next delimiter
    const disposition = /content-disposition:[^\r\n]*/i.exec(headers)?.[0] ?? '';
    parts.push({
      name: /\bname="([^"]*)"/i.exec(disposition)?.[1] ?? '',
      filename: /\bfilename="([^"]*)"/i.exec(disposition)?.[1],
      contentType: /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim() ?? 'text/plain',
      data: Buffer.from(data),
    });
    start = next;
  }
  return parts;
}

// Reads an interaction's options into the front-end-neutral OptionBag and rebuilds the command line for the log.
import { ApplicationCommandOptionType } from 'discord.js';
import { UserError } from '../errors.js';
import { type AttachmentInput, MAX_ATTACHMENT_BYTES, OptionBag, type OptionValue } from '../options.js';

/** The parts of an option both discord.js's resolved options and raw autocomplete options share. */
export interface InteractionOption {
  readonly name: string;
  readonly type: ApplicationCommandOptionType;
  readonly value?: string | number | boolean | undefined;
  readonly options?: readonly InteractionOption[] | undefined;
  readonly attachment?: { readonly name: string; readonly size: number; readonly url: string } | undefined;
}

export interface ReadOptions {
  readonly options: OptionBag;
  readonly commandLine: string;
}

const DOWNLOAD_TIMEOUT_MS = 10_000;

export function readOptions(commandName: string, data: readonly InteractionOption[], fetchFile: typeof fetch = fetch): ReadOptions {
  const path: string[] = [];
  let leaves = data;
  // A subcommand (or group then subcommand) wraps the real options; OptionBag names the subcommand instead.
  for (let first = leaves[0]; first && isSubcommand(first.type); first = leaves[0]) {
    path.push(first.name);
    leaves = first.options ?? [];
  }
  const values = new Map<string, OptionValue>();
  const words = [`/${commandName}`, ...path];
  for (const option of leaves) {
    if (option.attachment) {
      values.set(option.name, attachmentInput(option.attachment, fetchFile));
      words.push(`${option.name}:${option.attachment.name}`);
    } else if (option.value !== undefined) {
      values.set(option.name, option.value);
      words.push(`${option.name}:${String(option.value)}`);
    }
  }
  return { options: new OptionBag(values, path.length > 0 ? path.join(' ') : undefined), commandLine: words.join(' ') };
}

function isSubcommand(type: ApplicationCommandOptionType): boolean {
  return type === ApplicationCommandOptionType.Subcommand || type === ApplicationCommandOptionType.SubcommandGroup;
}

/** Nothing is downloaded until a handler asks, and never more than the limit. */
function attachmentInput(attachment: { name: string; size: number; url: string }, fetchFile: typeof fetch): AttachmentInput {
  const tooBig = () =>
    new UserError('limit', `The file \`${attachment.name}\` is larger than ${MAX_ATTACHMENT_BYTES} bytes; attach a smaller file.`);
  return {
    name: attachment.name,
    size: attachment.size,
    async read() {
      if (attachment.size > MAX_ATTACHMENT_BYTES) throw tooBig();
      let response: Response;
      try {
        response = await fetchFile(attachment.url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
      } catch {
        throw new UserError('import', `Could not download \`${attachment.name}\` from Discord; please attach it again.`);
      }
      if (!response.ok) {
        throw new UserError(
          'import',
          `Could not download \`${attachment.name}\` from Discord (HTTP ${response.status}); please attach it again.`,
        );
      }
      const declared = Number(response.headers.get('content-length') ?? 0);
      if (declared > MAX_ATTACHMENT_BYTES) throw tooBig();
      const data = Buffer.from(await response.arrayBuffer());
      if (data.length > MAX_ATTACHMENT_BYTES) throw tooBig();
      return data;
    },
  };
}

// Outgoing mail: through SMTP when SMTP_URL is set, otherwise written to DATA_DIR/outbox/<id>.eml (ARCHITECTURE §1).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';

export type Mail = { id: string; to: string; subject: string; text: string; html?: string };
export type SentMail = { via: 'smtp'; messageId: string } | { via: 'outbox'; file: string };

/** Sends one message; resolves once the SMTP server accepted it or the file is written. */
export async function sendMail(config: Config, mail: Mail): Promise<SentMail> {
  const message = { from: config.smtpFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html };
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    try {
      const info = await transport.sendMail(message);
      return { via: 'smtp', messageId: String(info.messageId) };
    } finally {
      transport.close();
    }
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail(message);
  const dir = join(config.dataDir, 'outbox');
  await mkdir(dir, { recursive: true });
  const file = join(dir, `${mail.id.replace(/[^A-Za-z0-9_-]/g, '')}.eml`);
  await writeFile(file, info.message as Buffer);
  return { via: 'outbox', file };
}

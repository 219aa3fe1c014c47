import assert from 'node:assert/strict';
import { API_URL } from './browser.ts';

/** The newest code mailed to an address (the run exposes the API's mail outbox to tests). */
export async function mailedCode(email: string): Promise<string> {
  const answer = await fetch(`${API_URL}/test-support/mail-outbox?to=${encodeURIComponent(email)}`);
  const mails = (await answer.json()) as { text: string }[];
  const code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1];
  assert.ok(code, `no code mailed to ${email}`);
  return code;
}

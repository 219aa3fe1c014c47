import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessage, ChatMessageRequest, ChatState } from '@parks/contracts';
import { renderWithProviders } from '@parks/test-harness';
import type { ChatApi } from '../../api/chat.api';
import { ChatLauncher } from '../chat-launcher/chat-launcher';

/**
 * An in-memory live chat behind the ChatApi boundary (the HTTP client has its own test against a
 * server, and the e2e journey drives park-api): it records every call the panel makes.
 */
function memoryChat(state: Partial<ChatState> = {}) {
  const calls: { getChat: number[]; sendMessage: ChatMessageRequest[] } = { getChat: [], sendMessage: [] };
  const messages: ChatMessage[] = [];
  let agentWriting = false;
  const api: ChatApi = {
    async getChat(after) {
      calls.getChat.push(after);
      return {
        ok: true,
        data: {
          open: true,
          email: null,
          pollAfterMs: 1000,
          ...state,
          agentWriting,
          messages: messages.filter((message) => message.id > after),
        },
      };
    },
    async sendMessage(request) {
      calls.sendMessage.push(request);
      if (state.open === false && !request.email) return { ok: false, code: 'EMAIL_REQUIRED' };
      const message: ChatMessage = {
        id: messages.length + 1,
        author: 'visitor',
        body: request.message.trim(),
        createdAt: '2030-01-07T15:00:00Z',
      };
      messages.push(message);
      return { ok: true, data: { message } };
    },
  };
  const agent = {
    writing: () => (agentWriting = true),
    answers: (body: string) => {
      agentWriting = false;
      messages.push({ id: messages.length + 1, author: 'agent', body, createdAt: '2030-01-07T15:02:00Z' });
    },
  };
  return { api, calls, agent };
}

describe('ChatLauncher + ChatPanel', () => {
  it('keeps the launcher a link to the chat page in the visitor language', () => {
    renderWithProviders(<ChatLauncher chatApi={memoryChat().api} />, { language: 'en' });
    expect(screen.getByRole('link', { name: 'Chat with us' })).toHaveAttribute(
      'href',
      'http://127.0.0.1:3333/account/chat?lang=en',
    );
  });

  it('opens a labelled dialog with focus in the message box; Escape closes it and focus returns', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChatLauncher chatApi={memoryChat().api} />);
    const launcher = screen.getByRole('link', { name: 'Chatea con nosotros' });
    await user.click(launcher);
    const dialog = await screen.findByRole('dialog', { name: 'Chat con atención al cliente' });
    expect(launcher).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('textbox', { name: /^Mensaje/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(launcher).toHaveFocus();
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
  });

  it('sends the message, shows that an agent is writing, then the answer that arrives by polling', async () => {
    const user = userEvent.setup();
    const chat = memoryChat();
    renderWithProviders(<ChatLauncher chatApi={chat.api} />, { language: 'en' });
    await user.click(screen.getByRole('link', { name: 'Chat with us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chat with customer service' });
    await within(dialog).findByText('Write us your question and an agent will answer here.');
    await user.type(within(dialog).getByRole('textbox', { name: /^Message/ }), 'Is there parking?');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(chat.calls.sendMessage).toEqual([{ message: 'Is there parking?', language: 'en' }]);
    expect(within(dialog).getByRole('log')).toHaveTextContent('YouIs there parking?');
    expect(within(dialog).getByRole('textbox', { name: /^Message/ })).toHaveValue('');

    act(() => void chat.agent.writing());
    expect(await within(dialog).findByText('An agent is writing…', {}, { timeout: 4000 })).toBeVisible();
    act(() => chat.agent.answers('Yes, it is free.'));
    await waitFor(() => expect(within(dialog).getByRole('log')).toHaveTextContent('AgentYes, it is free.'), {
      timeout: 4000,
    });
    // Polls ask only for what is new.
    expect(chat.calls.getChat.at(-1)).toBeGreaterThan(0);
  });

  it('outside the hours says so, asks for the e-mail and keeps the draft when it is missing', async () => {
    const user = userEvent.setup();
    const chat = memoryChat({ open: false });
    renderWithProviders(<ChatLauncher chatApi={chat.api} />);
    await user.click(screen.getByRole('link', { name: 'Chatea con nosotros' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Estamos fuera de horario')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /^Mensaje/ }), 'Quiero reservar');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Escribe tu correo para que podamos responderte',
    );
    expect(within(dialog).getByRole('textbox', { name: /^Mensaje/ })).toHaveValue('Quiero reservar');
    await user.type(within(dialog).getByLabelText(/Correo electrónico/), 'ana@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(chat.calls.sendMessage.at(-1)).toEqual({
      message: 'Quiero reservar',
      language: 'es',
      email: 'ana@example.com',
    });
    expect(
      await within(dialog).findByText('Recibimos tu mensaje. Te responderemos a ana@example.com.'),
    ).toBeVisible();
  });

  it('a failed load offers a retry and the chat page', async () => {
    const user = userEvent.setup();
    const api: ChatApi = {
      getChat: async () => ({ ok: false, code: 'NETWORK' }),
      sendMessage: async () => ({ ok: false, code: 'NETWORK' }),
    };
    renderWithProviders(<ChatLauncher chatApi={api} />, { language: 'en' });
    await user.click(screen.getByRole('link', { name: 'Chat with us' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not open the chat.');
    expect(within(alert).getByRole('link', { name: 'Open the chat in a page' })).toHaveAttribute(
      'href',
      'http://127.0.0.1:3333/account/chat?lang=en',
    );
  });
});

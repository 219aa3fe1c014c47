import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { english } from '../../test-support/story-globals';
import { ChatPanel } from './chat-panel';
import type { ChatView } from './use-chat';

const ready: ChatView = { phase: 'ready', open: true, messages: [], agentWriting: false, email: null };
const question = {
  id: 1,
  author: 'visitor' as const,
  body: '¿Puedo llevar a mi perro?',
  createdAt: '2030-01-07T15:00:00Z',
};
const answer = {
  id: 2,
  author: 'agent' as const,
  body: 'Solo se permiten perros de asistencia. ¡Te esperamos!',
  createdAt: '2030-01-07T15:01:00Z',
};
const questionEn = { ...question, body: 'Can I bring my dog?' };
const answerEn = { ...answer, body: 'Only assistance dogs are allowed. See you soon!' };

const meta = {
  title: 'UI Header/ChatPanel',
  component: ChatPanel,
  args: {
    view: ready,
    onSend: fn(() => true),
    onClose: fn(),
    onRetry: fn(),
    pageUrl: 'http://127.0.0.1:3333/account/chat?lang=es',
  },
} satisfies Meta<typeof ChatPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('dialog', { name: 'Chat con atención al cliente' })).toBeVisible();
    await expect(canvas.getByText('Escríbenos tu pregunta y un agente te responderá aquí.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Mensaje/ })).toHaveFocus();
  },
};

export const EmptyEnglish: Story = {
  globals: english,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('dialog', { name: 'Chat with customer service' })).toBeVisible();
    await expect(canvas.getByText('Write us your question and an agent will answer here.')).toBeVisible();
  },
};

export const Loading: Story = { args: { view: { ...ready, phase: 'loading' } } };

export const Conversation: Story = {
  args: { view: { ...ready, messages: [question] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('log')).toHaveTextContent('¿Puedo llevar a mi perro?');
  },
};

export const AgentWriting: Story = {
  args: { view: { ...ready, messages: [question], agentWriting: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Un agente está escribiendo…')).toBeVisible();
  },
};

export const AnswerArrived: Story = {
  args: { view: { ...ready, messages: [question, answer] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('log')).toHaveTextContent('AgenteSolo se permiten perros de asistencia');
  },
};

export const AnswerArrivedEnglish: Story = {
  globals: english,
  args: { view: { ...ready, messages: [questionEn, answerEn] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('log')).toHaveTextContent('AgentOnly assistance dogs are allowed');
  },
};

export const OffHours: Story = {
  args: { view: { ...ready, open: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Estamos fuera de horario')).toBeVisible();
    await expect(canvas.getByLabelText(/Correo electrónico/)).toBeVisible();
  },
};

export const OffHoursEnglish: Story = {
  globals: english,
  args: { view: { ...ready, open: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('We are closed right now')).toBeVisible();
    await expect(canvas.getByLabelText(/E-mail/)).toBeVisible();
  },
};

export const OffHoursEmailRequired: Story = {
  args: { view: { ...ready, open: false }, error: 'EMAIL_REQUIRED' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Escribe tu correo para que podamos responderte',
    );
  },
};

export const OffHoursMessageLeft: Story = {
  args: { view: { ...ready, open: false, email: 'ana@example.com', messages: [question] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Recibimos tu mensaje. Te responderemos a ana@example.com.')).toBeVisible();
    await expect(canvas.queryByLabelText(/Correo electrónico/)).toBeNull();
  },
};

export const LoadError: Story = {
  args: { view: { ...ready, phase: 'error' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No pudimos abrir el chat.');
    await expect(canvas.getByRole('link', { name: 'Abrir el chat en una página' })).toHaveAttribute(
      'href',
      'http://127.0.0.1:3333/account/chat?lang=es',
    );
  },
};

export const SendErrorEnglish: Story = {
  globals: english,
  args: { view: { ...ready, messages: [questionEn] }, error: 'RATE_LIMITED' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'You sent too many messages. Try again in a few minutes.',
    );
  },
};

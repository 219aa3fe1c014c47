import {
  Box,
  Button,
  chakra,
  Field,
  Flex,
  Heading,
  IconButton,
  Input,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  CHAT_EMAIL_MAX_LENGTH,
  CHAT_MESSAGE_MAX_LENGTH,
  type ChatErrorCode,
  type ChatMessageRequest,
} from '@parks/contracts';
import { useLayoutTranslation } from '../../hooks/use-layout-language';
import { CloseIcon } from '../icons/icons';
import type { ChatView } from './use-chat';

export interface ChatPanelProps {
  view: ChatView;
  /** @default false */
  sending?: boolean;
  /** The last send's failure, shown as an alert with the draft kept. @default null */
  error?: ChatErrorCode | 'NETWORK' | null;
  /** Resolves true once the message is stored (the draft is then cleared). */
  onSend(request: ChatMessageRequest): Promise<boolean> | boolean;
  onClose(): void;
  /** Loads the conversation again after a failed first load. */
  onRetry(): void;
  /** The page of the same chat, for a visitor whose panel cannot load. */
  pageUrl: string;
  /** Fills the width of a phone's screen. @default false */
  mobile?: boolean;
}

/**
 * The live chat panel (issue 18 §3): a labelled, non-modal dialog beside the launcher. Focus moves to the
 * message box on open and Escape closes it (the launcher takes focus back). New messages are announced
 * by a polite log; outside the call-centre hours it says so and asks for an e-mail address.
 */
export function ChatPanel({
  view,
  sending = false,
  error = null,
  onSend,
  onClose,
  onRetry,
  pageUrl,
  mobile = false,
}: ChatPanelProps) {
  const { t, language } = useLayoutTranslation();
  const titleId = useId();
  const messageId = useId();
  const emailId = useId();
  const errorId = useId();
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');
  const messageBox = useRef<HTMLTextAreaElement>(null);
  const logEnd = useRef<HTMLLIElement>(null);
  const askEmail = view.phase === 'ready' && !view.open && !view.email;

  useEffect(() => {
    messageBox.current?.focus();
  }, []);
  useEffect(() => {
    logEnd.current?.scrollIntoView?.({ block: 'nearest' });
  }, [view.messages.length, view.agentWriting]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sent = await onSend({ message, language, ...(askEmail ? { email: email.trim() } : {}) });
    if (sent) setMessage('');
    messageBox.current?.focus();
  };
  const escape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };
  const emailError = error === 'EMAIL_REQUIRED' || error === 'EMAIL_FORMAT';

  return (
    <Box
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={escape}
      bg="bg"
      color="fg"
      borderWidth="1px"
      borderColor="border"
      rounded={mobile ? 'none' : 'xl'}
      boxShadow="2xl"
      w={mobile ? '100vw' : '22rem'}
      maxW="100vw"
      maxH={mobile ? '85dvh' : '34rem'}
      display="flex"
      flexDirection="column"
      overflow="hidden"
    >
      <Flex
        align="center"
        justify="space-between"
        gap="2"
        px="4"
        py="3"
        bg="accent.solid"
        color="accent.contrast"
      >
        <Heading as="h2" id={titleId} fontSize="md" fontWeight="bold">
          {t('chatPanel.title')}
        </Heading>
        <IconButton
          aria-label={t('chatPanel.close')}
          onClick={onClose}
          variant="ghost"
          color="inherit"
          size="sm"
        >
          <CloseIcon boxSize="4" />
        </IconButton>
      </Flex>
      <Box flex="1" overflowY="auto" px="4" py="3" minH="10rem">
        {!view.open && view.phase === 'ready' ? (
          <Box mb="3" p="3" rounded="md" bg="bg.muted">
            <Text fontWeight="bold">{t('chatPanel.offHoursTitle')}</Text>
            <Text fontSize="sm">
              {view.email ? t('chatPanel.offHoursSent', { email: view.email }) : t('chatPanel.offHours')}
            </Text>
          </Box>
        ) : null}
        {view.phase === 'loading' ? <Text role="status">{t('chatPanel.loading')}</Text> : null}
        {view.phase === 'error' ? (
          <Stack gap="2" role="alert">
            <Text>{t('chatPanel.loadError')}</Text>
            <Flex gap="3" align="center" wrap="wrap">
              <Button size="sm" variant="outline" onClick={onRetry}>
                {t('chatPanel.retry')}
              </Button>
              <chakra.a href={pageUrl} color="brand.fg" textDecoration="underline">
                {t('chatPanel.openPage')}
              </chakra.a>
            </Flex>
          </Stack>
        ) : null}
        {view.phase === 'ready' && view.messages.length === 0 && view.open ? (
          <Text color="fg.muted">{t('chatPanel.empty')}</Text>
        ) : null}
        <Box role="log" aria-label={t('chatPanel.log')}>
          <chakra.ol listStyleType="none" p="0" m="0">
            {view.messages.map((entry) => (
              <chakra.li
                key={entry.id}
                mb="2"
                px="3"
                py="2"
                rounded="lg"
                maxW="85%"
                ms={entry.author === 'visitor' ? 'auto' : '0'}
                bg={entry.author === 'visitor' ? 'brand.subtle' : 'bg.muted'}
                color="fg"
              >
                <Text as="span" display="block" fontSize="xs" fontWeight="bold">
                  {entry.author === 'agent' ? t('chatPanel.agent') : t('chatPanel.you')}
                </Text>
                <Text as="span" whiteSpace="pre-wrap" overflowWrap="anywhere">
                  {entry.body}
                </Text>
              </chakra.li>
            ))}
            {view.agentWriting ? (
              <chakra.li fontSize="sm" color="fg.muted" fontStyle="italic">
                {t('chatPanel.agentWriting')}
              </chakra.li>
            ) : null}
            <li ref={logEnd} aria-hidden="true" />
          </chakra.ol>
        </Box>
      </Box>
      <chakra.form
        onSubmit={(event) => void submit(event)}
        noValidate
        px="4"
        py="3"
        borderTopWidth="1px"
        borderColor="border"
      >
        {error ? (
          <Text id={errorId} role="alert" color="fg.error" fontSize="sm" fontWeight="semibold" mb="2">
            {t(`chatPanel.errors.${error === 'JSON_REQUIRED' ? 'NETWORK' : error}`)}
          </Text>
        ) : null}
        <Stack gap="2">
          {askEmail ? (
            <Field.Root invalid={emailError} required>
              <Field.Label htmlFor={emailId}>{t('chatPanel.email')}</Field.Label>
              <Input
                id={emailId}
                type="email"
                name="email"
                autoComplete="email"
                maxLength={CHAT_EMAIL_MAX_LENGTH}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                aria-describedby={emailError ? errorId : undefined}
              />
            </Field.Root>
          ) : null}
          <Field.Root invalid={error === 'MESSAGE_REQUIRED' || error === 'MESSAGE_TOO_LONG'} required>
            <Field.Label htmlFor={messageId}>{t('chatPanel.message')}</Field.Label>
            <Textarea
              ref={messageBox}
              id={messageId}
              name="message"
              rows={2}
              w="full"
              resize="vertical"
              maxLength={CHAT_MESSAGE_MAX_LENGTH}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              aria-describedby={error && !emailError ? errorId : undefined}
            />
          </Field.Root>
          <Button
            type="submit"
            loading={sending}
            loadingText={t('chatPanel.sending')}
            bg="accent.solid"
            color="accent.contrast"
            alignSelf="flex-end"
          >
            {t('chatPanel.send')}
          </Button>
        </Stack>
      </chakra.form>
    </Box>
  );
}

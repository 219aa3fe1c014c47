import { Box, Heading, SimpleGrid } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, type ReactNode } from 'react';
import { Provider, useSelector } from 'react-redux';
import { expect, fn, within } from 'storybook/test';
import { createSiteStore, initialSiteState, selectIsMobile, selectLanguage } from '@parks/site';
import { initialSessionState, sessionSlice, type SessionState } from '../state/session.slice';
import { LoginForm } from '../ui/login-form/login-form';
import { LoginLink } from '../ui/login-link/login-link';
import { pseudoLocaleStory } from '../../../../tools/storybook/pseudo-locale-story';

/** One state of the catalog: its own store holding this session, in the page's language. */
function CatalogState({
  label,
  session,
  children,
}: {
  label: string;
  session: SessionState;
  children: ReactNode;
}) {
  const language = useSelector(selectLanguage);
  const mobile = useSelector(selectIsMobile);
  const store = useMemo(
    () =>
      createSiteStore({
        reducers: { [sessionSlice.reducerPath]: sessionSlice.reducer },
        preloadedState: {
          site: { ...initialSiteState, language, mobile },
          [sessionSlice.reducerPath]: session,
        },
      }),
    [session, language, mobile],
  );
  const headingId = `catalog-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      data-testid="catalog-state"
      borderWidth="1px"
      borderColor="border"
      rounded="md"
      p="4"
      minW="0"
    >
      <Heading as="h2" id={headingId} size="sm" mb="3">
        {label}
      </Heading>
      <Provider store={store}>{children}</Provider>
    </Box>
  );
}

const signedOut: SessionState = initialSessionState;
const signedIn: SessionState = {
  ...initialSessionState,
  status: 'auth',
  userName: 'Ana Sofía Pérez',
  isSocial: true,
};
const pageUrl = 'https://www.sensoria.example/es/galeria/';

function AuthCatalog({ onSignOut, onLogin }: { onSignOut: () => void; onLogin: () => Promise<void> }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" p="4">
      <CatalogState label="Login link · signed out" session={signedOut}>
        <LoginLink pageUrl={pageUrl} onSignOut={onSignOut} />
      </CatalogState>
      <CatalogState label="Login link · signed in" session={signedIn}>
        <LoginLink pageUrl={pageUrl} onSignOut={onSignOut} />
      </CatalogState>
      <CatalogState label="Login form" session={signedOut}>
        <LoginForm onLogin={onLogin} />
      </CatalogState>
    </SimpleGrid>
  );
}

const meta = {
  title: 'Auth/Catalog',
  component: AuthCatalog,
  args: { onSignOut: fn(), onLogin: fn(async () => undefined) },
} satisfies Meta<typeof AuthCatalog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The login link signed out and signed in, and the login form, side by side. */
export const Catalog: Story = {
  play: async ({ canvas }) => {
    const [out, inState, form] = canvas.getAllByTestId('catalog-state').map((state) => within(state));
    await expect(out?.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      'https://www.sensoria.example/es/auth/',
    );
    await expect(inState?.getByText('Ana Sofía Pérez')).toBeVisible();
    await expect(inState?.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    await expect(form?.getByLabelText(/Correo electrónico/)).toHaveValue('');
  },
};

const longUserName = 'María de los Ángeles Guadalupe Fernández-Villaseñor de la Concepción y Hernández';

function LongStringsCatalog({ onSignOut }: { onSignOut: () => void }) {
  return (
    <Box p="4">
      <CatalogState label="Very long user name" session={{ ...signedIn, userName: longUserName }}>
        <LoginLink pageUrl={pageUrl} onSignOut={onSignOut} />
      </CatalogState>
    </Box>
  );
}

/** A very long user name in a narrow header slot: it is shown (or truncated) without overflowing. */
export const LongStrings: Story = {
  render: (args) => <LongStringsCatalog onSignOut={args.onSignOut} />,
  play: async ({ canvas, canvasElement }) => {
    const state = canvas.getByTestId('catalog-state');
    await expect(within(state).getByText(longUserName)).toBeInTheDocument();
    await expect(within(state).getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    await expect(state.scrollWidth).toBeLessThanOrEqual(state.clientWidth);
    // Nothing pushes the page sideways either (the mobile screenshot is the narrow case).
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** The catalog in the pseudo-locale: every text ~40 % longer and accented; nothing clips or overflows. */
export const Pseudo: Story = { ...pseudoLocaleStory };

import { Box, ChakraProvider, Container, Heading, Text } from '@chakra-ui/react';
import type { Reducer } from '@reduxjs/toolkit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { authI18n, LoginLink, sessionSlice, signedOut } from '@parks/auth';
import { BookingWidget, bookingI18n, bookingSlice } from '@parks/booking';
import { CartSummary, cartI18n } from '@parks/cart';
import { CurrencySelector, currencyI18n, currencySlice, currencyStateFor } from '@parks/currency';
import { createI18n, I18nextProvider, languageFromPath } from '@parks/i18n';
import { SearchBox, searchBoxSlice, searchI18n } from '@parks/search';
import {
  createParkSystem,
  createSiteStore,
  initialSiteState,
  SiteConfigProvider,
  siteI18n,
} from '@parks/site';
import { layoutPreferencesSlice, NewsletterForm, SiteLayout, uiHeaderI18n } from '@parks/ui-header';
import { aventuraBrand, aventuraConfig, aventuraTexts } from './aventura';

const language = languageFromPath(window.location.pathname);
const i18n = createI18n(language, [
  uiHeaderI18n,
  siteI18n,
  currencyI18n,
  searchI18n,
  cartI18n,
  bookingI18n,
  authI18n,
]);
const reducers: Record<string, Reducer> = {
  [currencySlice.reducerPath]: currencySlice.reducer,
  [searchBoxSlice.reducerPath]: searchBoxSlice.reducer,
  [sessionSlice.reducerPath]: sessionSlice.reducer,
  [layoutPreferencesSlice.reducerPath]: layoutPreferencesSlice.reducer,
  [bookingSlice.reducerPath]: bookingSlice.reducer,
};
/** Parque Aventura's admission in the group's catalog. */
const AVENTURA_ADMISSION = 120;
const store = createSiteStore({
  reducers,
  preloadedState: {
    site: { ...initialSiteState, language, mobile: window.innerWidth < 768 },
    currency: currencyStateFor('MXN'),
  },
});
const texts = aventuraTexts[language === 'es' ? 'es' : 'en'];

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ChakraProvider value={createParkSystem(aventuraBrand)}>
      <SiteConfigProvider config={aventuraConfig}>
        <I18nextProvider i18n={i18n}>
          <Provider store={store}>
            <SiteLayout
              alternates={{ es: '/es/', en: '/en/' }}
              search={<SearchBox />}
              account={<LoginLink onSignOut={() => store.dispatch(signedOut())} />}
              cart={<CartSummary />}
              currency={<CurrencySelector />}
              newsletter={<NewsletterForm />}
            >
              <Box bg="brand.solid" color="brand.contrast" py="12">
                <Container maxW="5xl">
                  <Heading as="h1" size="4xl">
                    {texts.heading}
                  </Heading>
                  <Text mt="3">{texts.lead}</Text>
                </Container>
              </Box>
              <Container maxW="5xl" py="8">
                <BookingWidget productIds={[AVENTURA_ADMISSION]} />
              </Container>
            </SiteLayout>
          </Provider>
        </I18nextProvider>
      </SiteConfigProvider>
    </ChakraProvider>
  </StrictMode>,
);

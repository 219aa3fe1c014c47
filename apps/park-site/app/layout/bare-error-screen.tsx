import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { createI18n, I18nextProvider, languageFromPath } from '@parks/i18n';
import { ErrorPage500, uiHeaderI18n } from '@parks/ui-header';

/** The 500 page when the page load failed: no loader data, only the language of the path. */
export default function BareErrorScreen() {
  const location = useLocation();
  const i18n = useMemo(
    () => createI18n(languageFromPath(location.pathname), [uiHeaderI18n]),
    [location.pathname],
  );
  return (
    <I18nextProvider i18n={i18n}>
      <ErrorPage500 />
    </I18nextProvider>
  );
}

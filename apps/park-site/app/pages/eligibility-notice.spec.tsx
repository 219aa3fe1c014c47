import { describe, expect, it } from '@jest/globals';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { createI18n, I18nextProvider, type Language } from '@parks/i18n';
import { siteNamespaces } from '../i18n-namespaces';
import { pageSystem } from '../theme/site-system';
import type { EligibilityProof } from './booking-products';
import { EligibilityNotice } from './eligibility-notice';

function renderNotice(proof: EligibilityProof, language: Language = 'es') {
  render(
    <ChakraProvider value={pageSystem}>
      <I18nextProvider i18n={createI18n(language, siteNamespaces)}>
        <EligibilityNotice proof={proof} />
      </I18nextProvider>
    </ChakraProvider>,
  );
  return screen.getByRole('complementary', {
    name: language === 'es' ? 'Qué debes presentar en el acceso' : 'What to show at the entrance',
  });
}

describe('EligibilityNotice', () => {
  const cases: [EligibilityProof, RegExp][] = [
    ['stateResident', /domicilio en el estado/],
    ['nationalResident', /pasaporte mexicano/],
    ['senior', /credencial vigente del INAPAM/],
  ];
  it.each(cases)('says what a %s price asks for at the entrance', (proof, proofText) => {
    const notice = renderNotice(proof);
    expect(notice).toHaveTextContent(proofText);
    expect(notice).toHaveTextContent('se cobra la diferencia con la tarifa general');
  });

  it('exists in English too', () => {
    expect(renderNotice('senior', 'en')).toHaveTextContent('Show your valid INAPAM card.');
  });
});

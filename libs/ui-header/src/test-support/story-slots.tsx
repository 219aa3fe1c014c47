// Stand-ins for what a host passes into the layout's slots (search box, login link, cart summary,
// currency selector, newsletter form), so the stories show a realistic header and footer without
// depending on the libs that own the real ones. `data-stand-in` tells the pseudo-locale test
// (tools/storybook/pseudo-locale.spec.tsx) that their texts are not this lib's.
import { Box, Button, chakra, Input, Link, Span } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from '@parks/i18n';

function useEs() {
  return useTranslation().i18n.language === 'es';
}

export function StorySearchBox() {
  const es = useEs();
  const id = useId();
  return (
    <Box as="form" role="search" data-stand-in onSubmit={(event) => event.preventDefault()} w="full">
      <chakra.label htmlFor={id} srOnly>
        {es ? 'Buscar en el sitio' : 'Search the site'}
      </chakra.label>
      <Input
        id={id}
        type="search"
        placeholder={es ? '¿Qué estás buscando?' : 'What are you looking for?'}
        bg="bg"
        color="fg"
        rounded="full"
        size="md"
      />
    </Box>
  );
}

export function StoryLoginLink() {
  const es = useEs();
  return (
    <Link data-stand-in href="#login" color="inherit" fontWeight="semibold" fontSize="sm">
      {es ? 'Iniciar sesión' : 'Sign in'}
    </Link>
  );
}

export function StoryCartSummary() {
  const es = useEs();
  return (
    <Link
      data-stand-in
      href={es ? '/es/carrito/' : '/en/carrito/'}
      bg="accent.solid"
      color="accent.contrast"
      rounded="full"
      px="4"
      py="2"
      fontWeight="semibold"
      fontSize="sm"
      textDecoration="none"
      whiteSpace="nowrap"
    >
      {es ? 'Carrito' : 'Cart'}
      <Span ms="2">2 {es ? 'Adultos' : 'Adults'}</Span>
    </Link>
  );
}

export function StoryCurrencyButton() {
  const es = useEs();
  return (
    <Button
      data-stand-in
      size="xs"
      variant="outline"
      color="inherit"
      rounded="full"
      aria-label={es ? 'Moneda: USD' : 'Currency: USD'}
    >
      US$ USD
    </Button>
  );
}

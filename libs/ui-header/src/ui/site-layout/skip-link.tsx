import { Link } from '@chakra-ui/react';
import { useLayoutTranslation } from '../../hooks/use-layout-language';

/** The first stop of the keyboard: jumps past the banner and header to the page's main content. */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useLayoutTranslation();
  return (
    <Link
      href={`#${targetId}`}
      position="absolute"
      top="3"
      left="3"
      zIndex="skipNav"
      px="5"
      py="3"
      rounded="full"
      bg="brand.solid"
      color="brand.contrast"
      fontWeight="bold"
      boxShadow="lg"
      transform="translateY(-200%)"
      _focus={{ transform: 'none' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.fg', outlineOffset: '2px' }}
    >
      {t('layout.skipLink')}
    </Link>
  );
}

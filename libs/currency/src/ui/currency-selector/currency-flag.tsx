import { Image } from '@chakra-ui/react';
import type { CurrencyCode } from '@parks/contracts';
import { flagPath } from '../../core/flags';

/**
 * A currency's flag. Decorative (empty alt): the currency's name and code always sit beside it.
 */
export function CurrencyFlag({ code }: { code: CurrencyCode }) {
  return (
    <Image
      src={flagPath(code)}
      alt=""
      loading="lazy"
      w="6"
      h="4"
      flexShrink={0}
      fit="cover"
      rounded="xs"
      borderWidth="1px"
      borderColor="border"
    />
  );
}

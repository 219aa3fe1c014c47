import {
  Box,
  Button,
  chakra,
  Flex,
  Input,
  NativeSelect,
  Spinner,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useSelector } from 'react-redux';
import { useTranslation } from '@parks/i18n';
import { selectLanguage, useSiteConfig } from '@parks/site';
import { useSearchClient } from '../../api/search-client-context';
import { ANY_CATEGORY, SEARCH_CATEGORIES } from '../../core/search-categories';
import { searchResultsPath } from '../../core/search-route';
import { resultsPageHref } from '../search-results/results-page-href';
import { boxFocused, categoryChanged, selectSearchBox } from '../../state/search-box.slice';
import { HighlightedText } from './highlighted-text';
import { SearchIcon } from './search-icon';
import { useSearchBoxMachine } from './use-search-box-machine';
import { useAppDispatch } from '../../state/search-hooks';

export interface SearchBoxProps {
  /** Called with the trimmed word when the visitor searches for a non-empty word. */
  onSubmit?: (word: string) => void;
  /**
   * Takes the visitor to the results page; a host with a client router passes its navigate.
   * @default a full page load (`window.location.assign`)
   */
  navigate?: (href: string) => void;
}

const fullPageLoad = (href: string) => window.location.assign(href);

interface Option {
  id: string;
  word: string;
  suggestion?: string;
}

/**
 * The site search box (SPEC §2 'Site search results', §4 'Search box'): a search landmark with a
 * labelled combobox, the category filter and a submit button. It is a plain GET form to the results
 * page, so it searches without JavaScript too. What shows under it follows the searchBox slice.
 */
export function SearchBox({ onSubmit, navigate = fullPageLoad }: SearchBoxProps) {
  const { t } = useTranslation('search');
  const dispatch = useAppDispatch();
  const { status, word, suggestions, category, activeBox } = useSelector(selectSearchBox);
  const language = useSelector(selectLanguage);
  const { parkSlug } = useSiteConfig();
  const id = useId();
  const inputId = `${id}-word`;
  const categoryId = `${id}-category`;
  const listboxId = `${id}-suggestions`;
  const panelRef = useRef<HTMLDivElement>(null);
  const machine = useSearchBoxMachine(useSearchClient());

  useEffect(() => {
    if (status === 'initial') machine.start(window.location.search);
  }, [status, machine]);

  // With two boxes on a page, the suggestions open under the one the visitor is using.
  const mine = !activeBox || activeBox === id;
  const listed = mine && (status === 'success' || status === 'empty');
  const options: Option[] = listed
    ? [
        ...suggestions.map((suggestion, index) => ({
          id: `${listboxId}-${index}`,
          word: suggestion,
          suggestion,
        })),
        { id: `${listboxId}-more`, word },
      ]
    : [];
  // The highlighted option belongs to one list; a new list starts with none.
  const listKey = `${status}\n${word}\n${suggestions.join('\n')}`;
  const [active, setActive] = useState({ listKey: '', index: -1 });
  const activeIndex = active.listKey === listKey ? active.index : -1;
  const activeOption = options[activeIndex];

  function search(searched: string) {
    const trimmed = searched.trim();
    if (!trimmed) return;
    onSubmit?.(trimmed);
    // The category goes with the word, as the GET form sends it without JavaScript.
    const filter = SEARCH_CATEGORIES.find((value) => value === category) ?? ANY_CATEGORY;
    navigate(resultsPageHref(searchResultsPath(language, parkSlug), { query: trimmed, category: filter }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    search(word);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      // Closes what is open under the box, and what a settling word was about to open; the word stays,
      // so Enter still searches it. Only a box with something open keeps the key to itself.
      if (status === 'fetch' || status === 'error' || listed) event.preventDefault();
      machine.dismiss();
      return;
    }
    if (!options.length) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive({ listKey, index: (activeIndex + step + options.length) % options.length });
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      search(activeOption.word);
    }
  }

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    machine.blur(panelRef.current?.contains(event.relatedTarget) ?? false);
  }

  return (
    <chakra.form
      role="search"
      method="get"
      action={searchResultsPath(language, parkSlug)}
      onSubmit={handleSubmit}
      position="relative"
      width="full"
    >
      <Flex gap="2" align="center">
        <VisuallyHidden asChild>
          <label htmlFor={categoryId}>{t('searchBox.categoryLabel')}</label>
        </VisuallyHidden>
        <NativeSelect.Root width="auto" maxWidth={{ base: '8.5rem', md: '12rem' }} flexShrink={0}>
          <NativeSelect.Field
            id={categoryId}
            name="category"
            value={category}
            onChange={(event) => dispatch(categoryChanged(event.currentTarget.value))}
          >
            {SEARCH_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {t(`searchBox.categories.${value}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>

        <VisuallyHidden asChild>
          <label htmlFor={inputId}>{t('searchBox.label')}</label>
        </VisuallyHidden>
        <Input
          id={inputId}
          name="q"
          // A text input, as the APG combobox example: `role="combobox"` is not allowed on type="search"
          // (W3C Nu checker), and a search input's own Escape would empty the word.
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={listed}
          aria-controls={listed ? listboxId : undefined}
          aria-activedescendant={activeOption?.id}
          bg="bg"
          color="fg"
          placeholder={t('searchBox.placeholder')}
          value={word}
          onChange={(event) => machine.type(event.currentTarget.value)}
          onKeyDown={handleKeyDown}
          onFocus={() => {
            machine.refocus();
            if (activeBox !== id) dispatch(boxFocused(id));
          }}
          onBlur={handleBlur}
          flex="1"
          minWidth="0"
        />
        <Button type="submit" colorPalette="brand" aria-label={t('searchBox.submit')} flexShrink={0}>
          <SearchIcon />
          <Box as="span" hideBelow="md">
            {t('searchBox.submit')}
          </Box>
        </Button>
      </Flex>

      {mine && (status === 'fetch' || status === 'error' || listed) ? (
        <Box
          ref={panelRef}
          position="absolute"
          insetX="0"
          top="100%"
          marginTop="1"
          zIndex="dropdown"
          bg="bg"
          color="fg"
          borderWidth="1px"
          borderColor="border"
          borderRadius="md"
          boxShadow="md"
          overflow="hidden"
        >
          {status === 'fetch' ? (
            <Flex role="status" align="center" gap="2" paddingX="3" paddingY="2" color="fg.muted">
              <Spinner size="sm" color="brand.solid" />
              <Text>{t('searchBox.loading')}</Text>
            </Flex>
          ) : null}
          {status === 'error' ? (
            <Text role="alert" paddingX="3" paddingY="2">
              {t('searchBox.failed')}
            </Text>
          ) : null}
          {listed ? (
            <Box
              as="ul"
              role="listbox"
              id={listboxId}
              aria-label={t('searchBox.suggestions')}
              listStyleType="none"
            >
              {options.map((option, index) => (
                <Box
                  as="li"
                  key={option.id}
                  id={option.id}
                  role="option"
                  aria-selected={index === activeIndex}
                  cursor="pointer"
                  paddingX="3"
                  paddingY="2"
                  bg={index === activeIndex ? 'brand.subtle' : undefined}
                  _hover={{ bg: 'brand.subtle' }}
                  borderTopWidth={option.suggestion === undefined && options.length > 1 ? '1px' : undefined}
                  borderColor="border"
                  // Keeps focus in the input so choosing a suggestion does not blur the box first.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => search(option.word)}
                >
                  {option.suggestion === undefined ? (
                    <Text color="brand.fg" fontWeight="semibold">
                      {t('searchBox.searchMore', { word: word.trim() })}
                    </Text>
                  ) : (
                    <HighlightedText text={option.suggestion} word={word} />
                  )}
                </Box>
              ))}
            </Box>
          ) : null}
        </Box>
      ) : null}
    </chakra.form>
  );
}

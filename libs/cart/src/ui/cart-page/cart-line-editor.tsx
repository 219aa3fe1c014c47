import { Button, chakra, Field, Flex, Input, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent, type ReactElement } from 'react';
import type { CartLine, CurrencyCode } from '@parks/contracts';
import { useTranslation } from '@parks/i18n';
import { useCartApi } from '../../api/cart-api-context';
import type { CartLineChanges } from '../../state/cart.commands';

export interface CartLineEditorProps {
  line: CartLine;
  /** The cart's currency, for the availability call that lists the schedules. */
  currency: CurrencyCode;
  /** Whether the line is being saved: the form is disabled meanwhile. */
  busy: boolean;
  /** Called with only what changed; nothing changed closes the form without a call. */
  onSave: (changes: CartLineChanges) => void;
  onCancel: () => void;
}

/** Enough for a family or a group; larger groups buy through the group sales desk. */
const MAX_PER_BAND = 15;
const COUNTS = Array.from({ length: MAX_PER_BAND + 1 }, (_, count) => count);

/**
 * Changes a cart line's visit date, schedule and passengers (PUT /xapi/shopping-cart/items/{IdLine}).
 * Schedules come from the product's availability for the chosen month; the server checks the rest.
 */
export function CartLineEditor({
  line,
  currency,
  busy,
  onSave,
  onCancel,
}: CartLineEditorProps): ReactElement {
  const { t } = useTranslation('cart');
  const api = useCartApi();
  const [visitDate, setVisitDate] = useState(line.VisitDate);
  const [schedule, setSchedule] = useState(line.Schedule ?? '');
  const [adults, setAdults] = useState(line.Passengers.Adults);
  const [children, setChildren] = useState(line.Passengers.Children);
  const [infants, setInfants] = useState(line.Passengers.Infants);
  const [schedules, setSchedules] = useState<string[]>(line.Schedule ? [line.Schedule] : []);
  const hasSchedule = line.Schedule !== null;
  const month = visitDate.slice(0, 7);

  useEffect(() => {
    if (!hasSchedule || !/^\d{4}-\d{2}$/.test(month)) return;
    let current = true;
    void api.getAvailability(line.IdProduct, { Month: month, Currency: currency }).then((result) => {
      if (current && result.ok && result.data.Schedules.length > 0) setSchedules(result.data.Schedules);
    });
    return () => {
      current = false;
    };
  }, [api, currency, hasSchedule, line.IdProduct, month]);

  const noPassengers = adults + children < 1;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (noPassengers) return;
    const changes: CartLineChanges = {};
    if (visitDate !== line.VisitDate) changes.VisitDate = visitDate;
    if (hasSchedule && schedule !== line.Schedule) changes.Schedule = schedule;
    const { Adults, Children, Infants } = line.Passengers;
    if (adults !== Adults || children !== Children || infants !== Infants)
      changes.Passengers = { Adults: adults, Children: children, Infants: infants };
    if (Object.keys(changes).length === 0) onCancel();
    else onSave(changes);
  };

  const countField = (label: string, value: number, onChange: (value: number) => void, min = 0) => (
    <Field.Root disabled={busy}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(Number(event.currentTarget.value))}>
          {COUNTS.filter((count) => count >= min).map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );

  return (
    <chakra.form
      // Pressed before the scripts run, it reloads the cart page: none of its fields is named. No action
      // attribute: the page's own URL.
      method="get"
      onSubmit={submit}
      aria-label={t('cartPage.editHeading', { name: line.ProductName })}
      mt="4"
      p="4"
      rounded="l2"
      bg="bg.subtle"
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Field.Root disabled={busy}>
          <Field.Label>{t('cartPage.fieldDate')}</Field.Label>
          <Input
            type="date"
            size="sm"
            value={visitDate}
            required
            onChange={(event) => setVisitDate(event.currentTarget.value)}
          />
        </Field.Root>
        {hasSchedule ? (
          <Field.Root disabled={busy}>
            <Field.Label>{t('cartPage.fieldSchedule')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={schedule}
                onChange={(event) => setSchedule(event.currentTarget.value)}
              >
                {schedules.map((time) => (
                  <option key={time} value={time}>
                    {time}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        ) : null}
        {countField(t('cartPage.fieldAdults'), adults, setAdults)}
        {countField(t('cartPage.fieldChildren'), children, setChildren)}
        {countField(t('cartPage.fieldInfants'), infants, setInfants)}
      </SimpleGrid>
      {noPassengers ? (
        <Text mt="3" color="fg.error" fontSize="sm">
          {t('cartPage.passengersRequired')}
        </Text>
      ) : null}
      <Flex mt="4" gap="3" wrap="wrap">
        <Button type="submit" size="sm" colorPalette="brand" loading={busy} disabled={noPassengers}>
          {t('cartPage.save')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel} disabled={busy}>
          {t('cartPage.cancel')}
        </Button>
      </Flex>
    </chakra.form>
  );
}

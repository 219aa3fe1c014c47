import { Box, Heading, SimpleGrid } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, type ReactNode } from 'react';
import { Provider, useSelector } from 'react-redux';
import { expect, userEvent, within } from 'storybook/test';
import { currencySlice } from '@parks/currency';
import { createSiteStore, initialSiteState, selectIsMobile, selectLanguage } from '@parks/site';
import { bookingSlice, initialBookingState, type BookingState } from '../state/booking.slice';
import type { BookingApi } from '../api/booking.api';
import { BookingFixtures, FIXTURE_PICKUPS, fixtureBookingApi } from '../test-support/booking-fixtures';
import { BookingWidget } from '../ui/booking-widget/booking-widget';
import { HotelCalendar } from '../ui/hotel-calendar/hotel-calendar';
import { PackageBuilder } from '../ui/package-builder/package-builder';
import { pseudoLocaleStory } from '../../../../tools/storybook/pseudo-locale-story';

/** One state of the catalog: its own store holding this booking draft, and in-memory APIs. */
function CatalogState({
  label,
  booking,
  bookingApi,
  children,
}: {
  label: string;
  booking: BookingState;
  bookingApi?: BookingApi;
  children: ReactNode;
}) {
  const language = useSelector(selectLanguage);
  const mobile = useSelector(selectIsMobile);
  const store = useMemo(
    () =>
      createSiteStore({
        reducers: {
          [bookingSlice.reducerPath]: bookingSlice.reducer,
          [currencySlice.reducerPath]: currencySlice.reducer,
        },
        preloadedState: {
          site: { ...initialSiteState, language, mobile },
          [bookingSlice.reducerPath]: booking,
        },
      }),
    [booking, language, mobile],
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
      <Provider store={store}>
        <BookingFixtures bookingApi={bookingApi}>{children}</BookingFixtures>
      </Provider>
    </Box>
  );
}

/** A remembered draft of the admission in January 2030 (far enough ahead for any clock). */
const draft: BookingState = { ...initialBookingState, productId: 100, month: '2030-01' };
const withDate: BookingState = { ...draft, date: '2030-01-25' };

function BookingCatalog() {
  return (
    <SimpleGrid columns={1} gap="4" p="4">
      <CatalogState label="Booking widget · priced" booking={withDate}>
        <BookingWidget productIds={[100]} />
      </CatalogState>
      <CatalogState label="Package builder · empty" booking={initialBookingState}>
        <PackageBuilder productIds={[100, 110, 120, 121, 122, 123]} />
      </CatalogState>
      <CatalogState label="Hotel calendar" booking={initialBookingState}>
        <HotelCalendar productId={400} />
      </CatalogState>
    </SimpleGrid>
  );
}

const meta = {
  title: 'Booking/Catalog',
  component: BookingCatalog,
} satisfies Meta<typeof BookingCatalog>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** The booking widget priced for a date, the package builder and the hotel calendar, side by side. */
export const Catalog: Story = {
  play: async ({ canvas }) => {
    const states = canvas.getAllByTestId('catalog-state');
    await expect(states).toHaveLength(3);
    const [priced, builder, hotel] = states.map((state) => within(state)) as [Canvas, Canvas, Canvas];
    await expect(
      priced.getByRole('button', { name: 'Fecha de visita, Viernes, 25 de enero de 2030' }),
    ).toBeVisible();
    await expect(await priced.findByText('Total:')).toBeVisible();
    await expect(builder.getByRole('heading', { name: 'Tu paquete (0 de 5)' })).toBeVisible();
    await expect(await builder.findByRole('option', { name: 'Parque Aventura' })).toBeInTheDocument();
    await expect(hotel.getByRole('heading', { name: 'Reserva tu estancia en el hotel' })).toBeVisible();
  },
};

const longPickupName =
  'Cancún zona hotelera, lobby principal del hotel, junto a la recepción y la tienda de regalos';
const longNamesApi = fixtureBookingApi({
  getPickupLocations: async () => ({
    ok: true,
    status: 200,
    data: [{ Id: 'cancun-hotel-zone', Name: longPickupName }, ...FIXTURE_PICKUPS.slice(1)],
  }),
});

/** A very long pick-up location name at the viewport's width: nothing overflows. */
export const LongStrings: Story = {
  render: () => (
    <Box p="4">
      <CatalogState label="Very long pick-up location" booking={withDate} bookingApi={longNamesApi}>
        <BookingWidget productIds={[100]} />
      </CatalogState>
    </Box>
  ),
  play: async ({ canvas, canvasElement }) => {
    const state = canvas.getByTestId('catalog-state');
    await userEvent.click(await within(state).findByRole('checkbox', { name: /Transportación/ }));
    await expect(await within(state).findByRole('option', { name: longPickupName })).toBeInTheDocument();
    await expect(state.scrollWidth).toBeLessThanOrEqual(state.clientWidth);
    // Nothing pushes the page sideways either (the mobile screenshot is the narrow case).
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** The catalog in the pseudo-locale: every text ~40 % longer and accented; nothing clips or overflows. */
export const Pseudo: Story = { ...pseudoLocaleStory };

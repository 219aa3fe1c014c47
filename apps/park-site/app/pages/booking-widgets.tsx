import { lazy, memo, Suspense } from 'react';
import type { BookingWidgetProps, HotelCalendarProps, PackageBuilderProps } from '@parks/booking';

// The booking lib's widgets (and the Chakra parts only they use) are a chunk of their own, fetched by
// the pages that show one (above the fold, under the hero) as they hydrate; the server renders them
// whole, so their HTML is there from the first paint. A page without a widget never loads them.
const loadBooking = () => import('@parks/booking');
const LazyBookingWidget = lazy(() => loadBooking().then((lib) => ({ default: lib.BookingWidget })));
const LazyPackageBuilder = lazy(() => loadBooking().then((lib) => ({ default: lib.PackageBuilder })));
const LazyHotelCalendar = lazy(() => loadBooking().then((lib) => ({ default: lib.HotelCalendar })));

// memo: a re-render above must not reach a boundary still waiting for its chunk (React would replace
// its server HTML with the empty fallback); the props come from the loader data and keep their identity.
export const BookingWidget = memo(function BookingWidget(props: BookingWidgetProps) {
  return (
    <Suspense fallback={null}>
      <LazyBookingWidget {...props} />
    </Suspense>
  );
});

export const PackageBuilder = memo(function PackageBuilder(props: PackageBuilderProps) {
  return (
    <Suspense fallback={null}>
      <LazyPackageBuilder {...props} />
    </Suspense>
  );
});

export const HotelCalendar = memo(function HotelCalendar(props: HotelCalendarProps) {
  return (
    <Suspense fallback={null}>
      <LazyHotelCalendar {...props} />
    </Suspense>
  );
});

import type { ParkBrand } from '@parks/site';
/** Parque Sensoria: jungle green and coral (also the host app's brand). */
export { sensoriaBrand } from '../apps/park-site/app/theme/sensoria-brand';
/** A sister park's brand, to show that every component follows the tokens, not fixed colours. */
export declare const aventuraBrand: ParkBrand;
//# sourceMappingURL=brands.d.ts.map

import type { ParkBrand } from '@parks/site';
/** Parque Sensoria's palette: jungle green with cenote turquoise, coral accents. */
export declare const sensoriaBrand: ParkBrand;
//# sourceMappingURL=sensoria-brand.d.ts.map

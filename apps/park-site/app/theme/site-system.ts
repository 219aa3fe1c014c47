import { createParkSystem } from '@parks/site';
import { sensoriaBrand } from './sensoria-brand';

/** Parque Sensoria's Chakra system: static, so one instance serves every request. */
export const siteSystem = createParkSystem(sensoriaBrand);

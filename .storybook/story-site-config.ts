import type { SiteConfig } from '@parks/site';
import { createSensoriaConfig } from '../apps/park-site/app/config/site-config';

const apiOrigin = 'http://127.0.0.1:3333';

export const sensoriaStoryConfig: SiteConfig = createSensoriaConfig({ apiOrigin });

/** A sister park's config: other slug, phones and flags, same libs. */
export const aventuraStoryConfig: SiteConfig = {
  ...sensoriaStoryConfig,
  siteCode: 'XA',
  parkSlug: 'aventura',
  parkName: 'Parque Aventura',
  sisterParks: sensoriaStoryConfig.sisterParks
    .filter((park) => park.slug !== 'aventura')
    .concat({ slug: 'sensoria', name: 'Parque Sensoria' }),
  phones: [{ country: 'MX', label: { es: 'México', en: 'Mexico' }, number: '+52 984 555 0177' }],
  callCenterPhone: '+52 984 555 0177',
  header: { showUserAvatar: false },
};

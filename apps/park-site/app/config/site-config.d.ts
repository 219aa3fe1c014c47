import type { SiteConfig } from '@parks/site';
/** Where the browser and the server reach park-api; the embedded default runs it on :3333. */
export interface SiteEndpoints {
  apiOrigin: string;
}
/**
 * Parque Sensoria's SiteConfig. Phone numbers are fictional (555). The personalisation
 * provider is called Persona; its two flags carry its name (SPEC §3 'Translations configuration').
 */
export declare function createSensoriaConfig(endpoints: SiteEndpoints): SiteConfig;
//# sourceMappingURL=site-config.d.ts.map

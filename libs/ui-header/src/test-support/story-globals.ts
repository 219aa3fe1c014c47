/** Story globals for the toolbar's language and viewport switches. */
export const english = { locale: 'en' } as const;
export const mobile = { viewport: { value: 'mobile', isRotated: false } } as const;
export const mobileEnglish = { ...english, ...mobile } as const;
export const sisterPark = { brand: 'aventura' } as const;

import type { Reducer } from '@reduxjs/toolkit';
import type { I18nNamespace } from '@parks/i18n';
export declare const storyNamespaces: I18nNamespace[];
export declare const storyReducers: Record<string, Reducer>;
//# sourceMappingURL=lib-registry.d.ts.map

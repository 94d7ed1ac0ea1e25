import { useMemo } from 'react';
import type { Theme } from '@fluentui/react-components';
import { useExternalStore } from '../externalStore.js';
import { brandThemes } from './brandTheme.js';
import { brandColorStore, themeModeStore } from './themeStore.js';

/** The Fluent theme for the current brand colour and light/dark mode. */
export function useAppTheme(): Theme {
  const mode = useExternalStore(themeModeStore);
  const brandColor = useExternalStore(brandColorStore);
  const themes = useMemo(() => brandThemes(brandColor), [brandColor]);
  return themes[mode];
}

import { describe, expect, it } from 'vitest';
import { contrastWarnings, deriveColors, type ThemeColors } from './themeColors.js';

const readable: ThemeColors = {
  primary: '#1f5f99',
  secondary: '#1f2a44',
  followUp: '#b45309',
  chatIconBackground: '#1f5f99',
  headerLogoBackground: '#ffffff',
  accent: '#6c5ce7',
  accentLight: '#ede9fe',
  font: '#1f2937',
  fontLight: '#4b5563',
  secondaryLight: '#e5e7eb',
};

describe('theme colours', () => {
  it('derives primary dark (darken 15) and light (lighten 10) and the follow-up shades', () => {
    expect(deriveColors({ primary: '#2e8dd5', followUp: '#f59e0b' })).toEqual({
      primaryDark: '#1f6498',
      primaryLight: '#58a4de',
      selectedKnowledgeGraph: '#d8eaf7',
      followUpDark: '#ac6f07',
      followUpLight: '#f7b13c',
    });
  });

  it('passes readable light pairs; a dark primary and follow-up are too dark to read on the dark background', () => {
    expect(contrastWarnings(readable).map((w) => `${w.mode} ${w.pair}`)).toEqual(['dark primaryLightOnDark', 'dark followUpLightOnDark']);
    expect(contrastWarnings({ ...readable, followUp: '#f59e0b' }).map((w) => w.pair)).toEqual(['primaryLightOnDark']);
  });

  it('warns about a light primary for white text in light and dark', () => {
    const warnings = contrastWarnings({ ...readable, primary: '#ffd700', chatIconBackground: '#ffd700', fontLight: '#bbbbbb' });
    expect(warnings.map((w) => `${w.mode} ${w.pair}`)).toEqual([
      'light fontLightOnBackground',
      'light textOnPrimary',
      'light iconOnChatIcon',
      'dark textOnPrimaryDark',
      'dark followUpLightOnDark',
      'dark buttonOnDark',
    ]);
    const onPrimary = warnings.find((w) => w.pair === 'textOnPrimary');
    expect(onPrimary).toMatchObject({ foreground: '#ffffff', background: '#ffd700' });
    expect(onPrimary!.ratio).toBeLessThan(4.5);
  });

  it('checks nothing while a colour is not a colour', () => {
    expect(contrastWarnings({ ...readable, primary: 'nope' })).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { themeCssVariables } from './orgTheme.js';

describe('themeCssVariables', () => {
  it('names every colour, the logo height and each chart colour as a --meridian-* variable', () => {
    const colours = {
      primary: '#c0392b',
      secondary: '#1f2a44',
      followUp: '#f59e0b',
      chatIconBackground: '#2e8dd5',
      headerLogoBackground: '#ffffff',
      accent: '#6c5ce7',
      accentLight: '#ede9fe',
      font: '#1f2937',
      fontLight: '#6b7280',
      secondaryLight: '#e5e7eb',
      primaryDark: '#8a291f',
      primaryLight: '#d35b4e',
      selectedKnowledgeGraph: '#f3c9c4',
      followUpDark: '#ac6f07',
      followUpLight: '#f7b13c',
    };
    const vars = themeCssVariables({ ...colours, maxLogoHeight: 30, chartColors: ['#111111', '#222222'] });
    expect(vars).toMatchObject({
      '--meridian-primary': '#c0392b',
      '--meridian-chat-icon-background': '#2e8dd5',
      '--meridian-header-logo-background': '#ffffff',
      '--meridian-follow-up-light': '#f7b13c',
      '--meridian-max-logo-height': '30px',
      '--meridian-chart-1': '#111111',
      '--meridian-chart-2': '#222222',
    });
    expect(Object.keys(vars)).toHaveLength(15 + 1 + 2);
  });
});

import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { media, themes, tokens, vars, type ThemeColors, type ThemeName } from '../tokens';

/**
 * Blocks for docs/tokens.mdx: every token rendered from the exported `tokens` and `themes`
 * objects, so the page cannot drift from the code. Each block opts out of Storybook's docs
 * typography (`sb-unstyled`) and draws itself with the tokens.
 */

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const Block = styled.div`
  margin: ${vars.space[4]} 0 ${vars.space[8]};
  color: ${vars.color.text};
  font-family: ${vars.font.family};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.fontSize.sm};

  th,
  td {
    padding: ${vars.space[2]} ${vars.space[3]};
    border-bottom: 1px solid ${vars.color.border};
    text-align: left;
    vertical-align: middle;
  }
  th {
    font-weight: 700;
  }
  code {
    font-size: ${vars.fontSize.xs};
  }
`;

const Muted = styled.span`
  color: ${vars.color.textMuted};
`;

function TokenTable({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <Block className="sb-unstyled">
      <Table>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </Table>
    </Block>
  );
}

// Colours ----------------------------------------------------------------------------------

const Palette = styled.section<{ $colors: ThemeColors }>`
  padding: ${vars.space[4]};
  border: 1px solid ${(p) => p.$colors.border};
  border-radius: ${vars.radius.md};
  background: ${(p) => p.$colors.surface};
  color: ${(p) => p.$colors.text};

  h3 {
    margin: 0 0 ${vars.space[3]};
    font-size: ${vars.fontSize.lg};
  }
`;

const Swatches = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Swatch = styled.li`
  display: flex;
  gap: ${vars.space[2]};
  align-items: center;
  min-width: 0;
  font-size: ${vars.fontSize.sm};
  line-height: 1.3;
`;

const Chip = styled.span<{ $color: string; $border: string }>`
  flex: none;
  width: 40px;
  height: 40px;
  border: 1px solid ${(p) => p.$border};
  border-radius: ${vars.radius.sm};
  background: ${(p) => p.$color};
`;

const SwatchText = styled.span<{ $muted: string }>`
  display: grid;
  min-width: 0;
  overflow-wrap: anywhere;

  small {
    color: ${(p) => p.$muted};
    font-size: ${vars.fontSize.xs};
  }
`;

const THEME_LABEL: Record<ThemeName, string> = { light: 'Light theme', dark: 'Dark theme' };

/**
 * The semantic colours of one theme, drawn on that theme's own surface whatever the toolbar
 * says, so both palettes can be compared side by side.
 */
export function ColorPalette({ theme }: { theme: ThemeName }) {
  const colors = themes[theme];
  return (
    <Block className="sb-unstyled">
      <Palette $colors={colors} aria-labelledby={`palette-${theme}`} data-theme-palette={theme}>
        <h3 id={`palette-${theme}`}>{THEME_LABEL[theme]}</h3>
        <Swatches>
          {Object.entries(colors).map(([name, value]) => (
            <Swatch key={name}>
              <Chip $color={value} $border={colors.borderStrong} aria-hidden="true" />
              <SwatchText $muted={colors.textMuted}>
                <strong>{name}</strong>
                <small>
                  <code>--bn-color-{kebab(name)}</code>
                </small>
                <small>{value}</small>
              </SwatchText>
            </Swatch>
          ))}
        </Swatches>
      </Palette>
    </Block>
  );
}

// Scales -----------------------------------------------------------------------------------

const Bar = styled.span<{ $width: string }>`
  display: block;
  width: ${(p) => p.$width};
  height: 12px;
  border-radius: 2px;
  background: ${vars.color.brandBg};
`;

export function SpaceScale() {
  return (
    <TokenTable head={['token', 'variable', 'value', '']}>
      {Object.entries(tokens.space).map(([key, value]) => (
        <tr key={key}>
          <td>
            <code>vars.space[{key}]</code>
          </td>
          <td>
            <code>--bn-space-{key}</code>
          </td>
          <td>{value}</td>
          <td>
            <Bar $width={value} aria-hidden="true" />
          </td>
        </tr>
      ))}
    </TokenTable>
  );
}

const RadiusBox = styled.span<{ $radius: string }>`
  display: block;
  width: 56px;
  height: 40px;
  border: 2px solid ${vars.color.borderStrong};
  border-radius: ${(p) => p.$radius};
  background: ${vars.color.surfaceSunken};
`;

export function RadiusScale() {
  return (
    <TokenTable head={['token', 'variable', 'value', '']}>
      {Object.entries(tokens.radius).map(([key, value]) => (
        <tr key={key}>
          <td>
            <code>vars.radius.{key}</code>
          </td>
          <td>
            <code>--bn-radius-{kebab(key)}</code>
          </td>
          <td>{value}</td>
          <td>
            <RadiusBox $radius={value} aria-hidden="true" />
          </td>
        </tr>
      ))}
    </TokenTable>
  );
}

const Sample = styled.span<{ $size?: string; $weight?: number; $family?: string }>`
  font-size: ${(p) => p.$size ?? 'inherit'};
  font-weight: ${(p) => p.$weight ?? 'inherit'};
  font-family: ${(p) => p.$family ?? 'inherit'};
  line-height: 1.2;
`;

const SAMPLE_TEXT = 'Concentrado para perros y gatos';

export function FontFamilies() {
  const families = [
    ['vars.font.family', '--bn-font-family', tokens.font.family],
    ['vars.font.familyDisplay', '--bn-font-family-display', tokens.font.familyDisplay],
  ] as const;
  return (
    <TokenTable head={['token', 'variable', 'stack', 'sample']}>
      {families.map(([token, variable, stack]) => (
        <tr key={token}>
          <td>
            <code>{token}</code>
          </td>
          <td>
            <code>{variable}</code>
          </td>
          <td>
            <Muted>{stack}</Muted>
          </td>
          <td>
            <Sample $family={stack} $size={tokens.font.size.lg}>
              {SAMPLE_TEXT}
            </Sample>
          </td>
        </tr>
      ))}
    </TokenTable>
  );
}

export function TypeScale() {
  return (
    <TokenTable head={['token', 'variable', 'value', 'sample']}>
      {Object.entries(tokens.font.size).map(([key, value]) => (
        <tr key={key}>
          <td>
            <code>vars.fontSize[&apos;{key}&apos;]</code>
          </td>
          <td>
            <code>--bn-font-size-{key}</code>
          </td>
          <td>{value}</td>
          <td>
            <Sample $size={value}>{SAMPLE_TEXT}</Sample>
          </td>
        </tr>
      ))}
    </TokenTable>
  );
}

export function FontWeights() {
  return (
    <TokenTable head={['token', 'value', 'sample']}>
      {Object.entries(tokens.font.weight).map(([key, value]) => (
        <tr key={key}>
          <td>
            <code>tokens.font.weight.{key}</code>
          </td>
          <td>{value}</td>
          <td>
            <Sample $weight={value} $size={tokens.font.size.lg}>
              {SAMPLE_TEXT}
            </Sample>
          </td>
        </tr>
      ))}
      {Object.entries(tokens.font.lineHeight).map(([key, value]) => (
        <tr key={key}>
          <td>
            <code>tokens.font.lineHeight.{key}</code>
          </td>
          <td>{value}</td>
          <td>
            <Muted>line height</Muted>
          </td>
        </tr>
      ))}
    </TokenTable>
  );
}

const ShadowCard = styled.span<{ $shadow: string }>`
  display: block;
  width: 96px;
  height: 56px;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  box-shadow: ${(p) => p.$shadow};
`;

export function ShadowScale() {
  return (
    <TokenTable head={['token', 'variable', 'value', '']}>
      {Object.entries(tokens.shadow).map(([key, value]) => (
        <tr key={key}>
          <td>
            <code>vars.shadow.{key}</code>
          </td>
          <td>
            <code>--bn-shadow-{key}</code>
          </td>
          <td>
            <Muted>{value}</Muted>
          </td>
          <td>
            <ShadowCard $shadow={value} aria-hidden="true" />
          </td>
        </tr>
      ))}
    </TokenTable>
  );
}

export function ZIndexScale() {
  return (
    <TokenTable head={['token', 'variable', 'value']}>
      {Object.entries(tokens.z).map(([key, value]) => (
        <tr key={key}>
          <td>
            <code>vars.z.{key}</code>
          </td>
          <td>
            <code>--bn-z-{key}</code>
          </td>
          <td>{value}</td>
        </tr>
      ))}
    </TokenTable>
  );
}

export function Breakpoints() {
  return (
    <TokenTable head={['token', 'value', 'media query']}>
      {Object.entries(tokens.breakpoint).map(([key, value]) => (
        <tr key={key}>
          <td>
            <code>media.{key}</code>
          </td>
          <td>{value}</td>
          <td>
            <code>{media[key as keyof typeof tokens.breakpoint]}</code>
          </td>
        </tr>
      ))}
      <tr>
        <td>
          <code>media.reducedMotion</code>
        </td>
        <td>
          <Muted>—</Muted>
        </td>
        <td>
          <code>{media.reducedMotion}</code>
        </td>
      </tr>
    </TokenTable>
  );
}

export function Motion() {
  const rows = [
    ...Object.entries(tokens.motion.duration).map(([key, value]) => ({
      token: `vars.duration.${key}`,
      variable: `--bn-duration-${key}`,
      value,
    })),
    ...Object.entries(tokens.motion.easing).map(([key, value]) => ({
      token: `vars.easing.${key}`,
      variable: `--bn-easing-${key}`,
      value,
    })),
  ];
  return (
    <TokenTable head={['token', 'variable', 'value']}>
      {rows.map((row) => (
        <tr key={row.token}>
          <td>
            <code>{row.token}</code>
          </td>
          <td>
            <code>{row.variable}</code>
          </td>
          <td>{row.value}</td>
        </tr>
      ))}
    </TokenTable>
  );
}

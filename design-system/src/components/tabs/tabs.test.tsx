import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tab, TabList, TabPanel, Tabs, type TabsProps } from './tabs';

function BonusTabs(props: Omit<TabsProps, 'children'>) {
  return (
    <Tabs {...props}>
      <TabList aria-label="Categorías de bonos">
        <Tab value="todos">Todos</Tab>
        <Tab value="deportes">Deportes</Tab>
        <Tab value="casino">Casino</Tab>
        <Tab value="vip">VIP</Tab>
      </TabList>
      <TabPanel value="todos">Todos los bonos</TabPanel>
      <TabPanel value="deportes">Bonos de deportes</TabPanel>
      <TabPanel value="casino">Bonos de casino</TabPanel>
      <TabPanel value="vip">Bonos VIP</TabPanel>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('links each tab to its panel and shows only the selected panel', () => {
    render(<BonusTabs defaultValue="todos" />);
    expect(screen.getByRole('tablist', { name: 'Categorías de bonos' })).toBeInTheDocument();
    expect(tab('Todos')).toHaveAttribute('aria-selected', 'true');
    expect(tab('VIP')).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Todos' });
    expect(panel.textContent).toBe('Todos los bonos');
    expect(tab('Todos')).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('keeps only the selected tab in the Tab order', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">antes</button>
        <BonusTabs defaultValue="casino" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'antes' }));
    await user.tab();
    expect(tab('Casino')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Casino' })).toHaveFocus();
  });

  it('moves and selects with the arrow keys, wrapping at both ends', async () => {
    const user = userEvent.setup();
    render(<BonusTabs defaultValue="todos" />);
    await user.click(tab('Todos'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Deportes')).toHaveFocus();
    expect(screen.getByRole('tabpanel').textContent).toBe('Bonos de deportes');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tab('VIP')).toHaveFocus();
    expect(screen.getByRole('tabpanel').textContent).toBe('Bonos VIP');
    await user.keyboard('{ArrowRight}');
    expect(tab('Todos')).toHaveAttribute('aria-selected', 'true');
  });

  it('jumps to the first and last tab with Home and End', async () => {
    const user = userEvent.setup();
    render(<BonusTabs defaultValue="deportes" />);
    await user.click(tab('Deportes'));
    await user.keyboard('{End}');
    expect(tab('VIP')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('Todos')).toHaveFocus();
    expect(tab('Todos')).toHaveAttribute('aria-selected', 'true');
  });

  it('skips disabled tabs', async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="a">
        <TabList aria-label="Pestañas">
          <Tab value="a">Uno</Tab>
          <Tab value="b" disabled>
            Dos
          </Tab>
          <Tab value="c">Tres</Tab>
        </TabList>
        <TabPanel value="a">1</TabPanel>
        <TabPanel value="b">2</TabPanel>
        <TabPanel value="c">3</TabPanel>
      </Tabs>,
    );
    await user.click(tab('Uno'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Tres')).toHaveFocus();
  });

  it('reports selection when controlled and follows the value it is given', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('todos');
      return (
        <BonusTabs
          value={value}
          onValueChange={(next) => {
            onValueChange(next);
            setValue(next);
          }}
        />
      );
    }
    render(<Controlled />);
    await user.click(tab('Casino'));
    expect(onValueChange).toHaveBeenCalledWith('casino');
    expect(tab('Casino')).toHaveAttribute('aria-selected', 'true');
  });

  it('stays on the given value when the owner does not update it', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<BonusTabs value="todos" onValueChange={onValueChange} />);
    await user.click(tab('VIP'));
    expect(onValueChange).toHaveBeenCalledWith('vip');
    expect(tab('Todos')).toHaveAttribute('aria-selected', 'true');
  });

  it('gives the Tab stop to the first enabled tab when the selected one is disabled', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">antes</button>
        <Tabs defaultValue="b">
          <TabList aria-label="Pestañas">
            <Tab value="a">Uno</Tab>
            <Tab value="b" disabled>
              Dos
            </Tab>
            <Tab value="c">Tres</Tab>
          </TabList>
          <TabPanel value="a">1</TabPanel>
          <TabPanel value="b">2</TabPanel>
          <TabPanel value="c">3</TabPanel>
        </Tabs>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'antes' }));
    await user.tab();
    expect(tab('Uno')).toHaveFocus();
    expect(tab('Tres')).toHaveAttribute('tabindex', '-1');
  });

  it('keeps the tab list reachable when no tab has the selected value', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">antes</button>
        <BonusTabs />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'antes' }));
    await user.tab();
    expect(tab('Todos')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Deportes')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Todos')).toHaveAttribute('tabindex', '-1');
  });
});

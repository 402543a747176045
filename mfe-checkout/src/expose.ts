/**
 * The modules this remote exposes: its public contract with the shell. Changing it is a
 * versioned change (see contract.json and expose.test.ts).
 */
export const exposes = {
  './App': './src/app/app.tsx',
  './routes': './src/app/routes.ts',
  './CartDropdown': './src/widgets/cart-dropdown.tsx',
};

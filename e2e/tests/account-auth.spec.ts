import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { latestSmsCode, mailboxFor } from './support/mailbox';
import { DEMO, newShopper, passwordSession, rest, signInWithModal } from './support/session';

/**
 * mfe-account's sign-in dialogs (`./AuthModals`, opened by the shell's header) against the
 * seeded local server, which autoconfirms sign-ups and "sends" emails and SMS to its dev mailbox.
 * Every test makes its own users, emails and phone numbers, so they run in any order and in
 * parallel.
 */

const header = (page: Page) => page.getByRole('banner');
const signInButton = (page: Page) => header(page).getByRole('button', { name: 'Iniciar sesión' });
const accountButton = (page: Page) => header(page).getByRole('button', { name: /^Tu cuenta/ });
const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
/** A success toast (the Toaster's polite live region) with this title. */
const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const uniqueEmail = (label: string) => `e2e-${label}-${unique()}@bonis.co`;
/** A Colombian mobile number nobody used yet (the database is fresh each run): 3 + 9 digits. */
const uniquePhoneDigits = () => `3${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;

/** Opens the login dialog from the header and waits for its first field to take focus. */
async function openLogin(page: Page) {
  await page.goto('/');
  await signInButton(page).click();
  const login = dialog(page, 'Iniciar sesión');
  await expect(login.getByLabel('Email')).toBeFocused();
  return login;
}

/** Opens the phone dialog from the login dialog. */
async function openPhoneLogin(page: Page) {
  const login = await openLogin(page);
  await login.getByRole('button', { name: 'Ingresar con teléfono' }).click();
  const phoneDialog = dialog(page, 'Ingresar con teléfono');
  await expect(phoneDialog.getByLabel('Número de celular')).toBeFocused();
  return phoneDialog;
}

/** Types a phone number and asks for the code; the code step is showing when it returns. */
async function sendPhoneCode(page: Page, phoneDialog: ReturnType<typeof dialog>, digits: string) {
  await phoneDialog.getByLabel('Número de celular').fill(digits);
  await phoneDialog.getByRole('button', { name: 'Enviar código' }).click();
  await expect(toast(page, 'Código enviado')).toBeVisible();
  await expect(phoneDialog.getByLabel('Código de verificación')).toBeFocused();
}

/** The code the server texted to '+57…', once it is in the mailbox. */
async function smsCodeFor(phone: string) {
  let code: string | undefined;
  await expect
    .poll(async () => {
      code = await latestSmsCode(phone);
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

test.describe('register', () => {
  test('a new shopper registers, ends signed in, with their names on the profile and 100 welcome points', async ({
    page,
  }) => {
    const email = uniqueEmail('registro');
    const password = 'Prueba123';
    const login = await openLogin(page);
    await login.getByRole('button', { name: 'Crear cuenta' }).click();

    const register = dialog(page, 'Crear cuenta');
    await expect(register.getByLabel(/^Nombre/)).toBeFocused();
    await register.getByLabel(/^Nombre/).fill('Valentina');
    await register.getByLabel(/^Apellido/).fill('Ríos');
    await register.getByLabel(/^Email/).fill(email);
    await register.getByLabel('Contraseña', { exact: true }).fill(password);
    await register.getByLabel('Confirmar contraseña').fill(password);
    await register.getByRole('button', { name: 'Crear cuenta' }).click();

    await expect(toast(page, '¡Cuenta creada!')).toContainText(
      'Tu cuenta está lista y ya iniciaste sesión',
    );
    await expect(register).toBeHidden();
    await expect(accountButton(page)).toHaveAccessibleName('Tu cuenta: Valentina');
    await expect(signInButton(page)).toHaveCount(0);

    // Over the API, as that shopper: the profile has the names, the points row the welcome gift.
    const { access_token: token, user } = await passwordSession(email, password);
    expect(await rest(token, `user_profiles?select=first_name,last_name&id=eq.${user.id}`)).toEqual(
      [{ first_name: 'Valentina', last_name: 'Ríos' }],
    );
    expect(await rest(token, `user_points?select=current_points&user_id=eq.${user.id}`)).toEqual([
      { current_points: 100 },
    ]);
  });

  test('mismatched passwords, then a 5-character one, are refused with their own messages', async ({
    page,
  }) => {
    const login = await openLogin(page);
    await login.getByRole('button', { name: 'Crear cuenta' }).click();
    const register = dialog(page, 'Crear cuenta');
    await register.getByLabel(/^Nombre/).fill('Mateo');
    await register.getByLabel(/^Apellido/).fill('Gómez');
    await register.getByLabel(/^Email/).fill(uniqueEmail('validacion'));
    const password = register.getByLabel('Contraseña', { exact: true });
    const confirmation = register.getByLabel('Confirmar contraseña');
    const submit = register.getByRole('button', { name: 'Crear cuenta' });

    await password.fill('Prueba123');
    await confirmation.fill('Prueba124');
    await submit.click();
    await expect(register.getByRole('alert')).toHaveText('Las contraseñas no coinciden');

    await password.fill('Corta');
    await confirmation.fill('Corta');
    await submit.click();
    await expect(register.getByRole('alert')).toHaveText(
      'La contraseña debe tener al menos 6 caracteres',
    );
    await expect(register).toBeVisible();
  });

  test("an already registered email is refused and 'Ir a Iniciar Sesión' opens the login dialog with it", async ({
    page,
  }) => {
    const login = await openLogin(page);
    await login.getByRole('button', { name: 'Crear cuenta' }).click();
    const register = dialog(page, 'Crear cuenta');
    await register.getByLabel(/^Nombre/).fill('Otra');
    await register.getByLabel(/^Apellido/).fill('Persona');
    await register.getByLabel(/^Email/).fill(DEMO.shopper.email);
    await register.getByLabel('Contraseña', { exact: true }).fill('Prueba123');
    await register.getByLabel('Confirmar contraseña').fill('Prueba123');
    await register.getByRole('button', { name: 'Crear cuenta' }).click();

    await expect(register.getByRole('alert')).toHaveText(
      'Este email ya está registrado. Por favor inicia sesión.',
    );
    await register.getByRole('button', { name: 'Ir a Iniciar Sesión' }).click();

    const loginAgain = dialog(page, 'Iniciar sesión');
    await expect(loginAgain.getByLabel('Email')).toBeFocused();
    await expect(loginAgain.getByLabel('Email')).toHaveValue(DEMO.shopper.email);
    await expect(register).toBeHidden();
  });
});

test.describe('email and password', () => {
  test('a shopper signs in, signs out from the profile dropdown and signs back in; the header follows', async ({
    page,
  }) => {
    const shopper = await newShopper('Camila');
    await page.goto('/');
    await expect(signInButton(page)).toBeVisible();

    await signInWithModal(page, shopper.email, shopper.password);
    await expect(accountButton(page)).toHaveAccessibleName('Tu cuenta: Camila');
    await expect(signInButton(page)).toHaveCount(0);

    await accountButton(page).click();
    await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
    await expect(signInButton(page)).toBeVisible();
    await expect(accountButton(page)).toHaveCount(0);

    await signInWithModal(page, shopper.email, shopper.password);
    await expect(accountButton(page)).toHaveAccessibleName('Tu cuenta: Camila');
    await expect(signInButton(page)).toHaveCount(0);
  });

  test("a wrong password shows 'Email o contraseña incorrectos'; the dialog stays open with the email kept", async ({
    page,
  }) => {
    const shopper = await newShopper();
    const login = await openLogin(page);
    await login.getByLabel('Email').fill(shopper.email);
    await login.getByLabel(/^Contraseña/).fill('NoEsLaClave9');
    await login.getByRole('button', { name: 'Iniciar sesión' }).click();

    await expect(login.getByRole('alert')).toHaveText('Email o contraseña incorrectos');
    await expect(login).toBeVisible();
    await expect(login.getByLabel('Email')).toHaveValue(shopper.email);
  });

  test("'¿Olvidaste tu contraseña?' confirms 'Email enviado' to the address and mails it a recovery link to the store", async ({
    page,
    baseURL,
  }) => {
    const shopper = await newShopper();
    const before = new Set((await mailboxFor(shopper.email)).map((message) => message.id));
    const login = await openLogin(page);
    await login.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();

    const forgot = dialog(page, 'Recuperar contraseña');
    await forgot.getByLabel('Email').fill(shopper.email);
    await forgot.getByRole('button', { name: 'Enviar enlace' }).click();

    const sent = forgot.getByRole('status');
    await expect(sent.getByRole('heading', { name: 'Email enviado' })).toBeVisible();
    await expect(sent).toContainText(shopper.email);

    await expect
      .poll(async () =>
        (await mailboxFor(shopper.email))
          .filter((message) => !before.has(message.id))
          .map(({ kind, to, subject, meta }) => ({
            kind,
            to,
            subject,
            type: meta.type,
            redirectTo: meta.redirect_to,
          })),
      )
      .toEqual([
        {
          kind: 'email',
          to: shopper.email,
          subject: 'Restablece tu contraseña',
          type: 'recovery',
          redirectTo: new URL('/reset-password', baseURL ?? '').toString(),
        },
      ]);
  });
});

test.describe('phone', () => {
  test("a new phone gets 'Código enviado', and the texted code signs in with '¡Bienvenido!'", async ({
    page,
  }) => {
    const digits = uniquePhoneDigits();
    const phone = `+57${digits}`;
    const phoneDialog = await openPhoneLogin(page);
    await sendPhoneCode(page, phoneDialog, digits);

    const code = await smsCodeFor(phone);
    await phoneDialog.getByLabel('Código de verificación').fill(code);
    await phoneDialog.getByRole('button', { name: 'Verificar código' }).click();

    await expect(toast(page, '¡Bienvenido!')).toBeVisible();
    await expect(phoneDialog).toBeHidden();
    // No profile name yet: the header names the shopper by their phone, formatted.
    const shown = `+57 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
    await expect(accountButton(page)).toHaveAccessibleName(`Tu cuenta: ${shown}`);
    await expect(signInButton(page)).toHaveCount(0);
  });

  test("fewer than 10 digits shows 'Ingresa un número válido de 10 dígitos'", async ({ page }) => {
    const phoneDialog = await openPhoneLogin(page);
    await phoneDialog.getByLabel('Número de celular').fill('300123456');
    await phoneDialog.getByRole('button', { name: 'Enviar código' }).click();

    await expect(phoneDialog.getByRole('alert')).toHaveText(
      'Ingresa un número válido de 10 dígitos',
    );
    await expect(phoneDialog.getByLabel('Número de celular')).toBeFocused();
    await expect(phoneDialog.getByLabel('Código de verificación')).toHaveCount(0);
  });

  test("a wrong code shows 'Código incorrecto. Intenta nuevamente.' and does not sign in", async ({
    page,
  }) => {
    const digits = uniquePhoneDigits();
    const phone = `+57${digits}`;
    const phoneDialog = await openPhoneLogin(page);
    await sendPhoneCode(page, phoneDialog, digits);

    const code = await smsCodeFor(phone);
    const wrong = `${code.slice(0, 5)}${(Number(code.slice(5)) + 1) % 10}`;
    await phoneDialog.getByLabel('Código de verificación').fill(wrong);
    await phoneDialog.getByRole('button', { name: 'Verificar código' }).click();

    await expect(phoneDialog.getByRole('alert')).toHaveText(
      'Código incorrecto. Intenta nuevamente.',
    );
    await expect(phoneDialog).toBeVisible();
    await expect(signInButton(page)).toBeVisible();
  });
});

test('Escape closes the login dialog and focus returns to the header button that opened it', async ({
  page,
}) => {
  await page.goto('/');
  const opener = signInButton(page);
  await opener.focus();
  await page.keyboard.press('Enter');
  const login = dialog(page, 'Iniciar sesión');
  await expect(login.getByLabel('Email')).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();
  await expect(opener).toBeFocused();
});

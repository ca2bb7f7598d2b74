import type { Page } from 'playwright-core';

/** Fills the open Sign In form and submits it; what comes next (a second step, the account page) is the caller's. */
export async function submitSignInForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Fills the open Sign In form, submits it and waits for the account page. */
export async function signInOnForm(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await submitSignInForm(page, email, password);
  await page.waitForURL(`${baseUrl}/account`);
  await page.getByText(`Signed in as ${email}`).waitFor();
}

/** Signs in through the Sign In tab of /login and waits for the account page. */
export async function signInThroughUi(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await signInOnForm(page, baseUrl, email, password);
}

import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { SUPPORT_EMAIL } from '@app/shared/support'
import { uniqueEmail } from '../fixtures/accounts'
import { OUTBOX_DIR } from '../fixtures/server-env'
import { expect, test } from '../fixtures/test'
import { expectToast } from '../fixtures/ui'

type OutboxMail = {
  to: string
  from: string
  replyTo?: string
  subject: string
  text: string
  html: string
  links: string[]
  sentAt: string
}

/** The mail the server wrote to the outbox for a contact message from `sender`. */
async function mailFrom(sender: string): Promise<OutboxMail | undefined> {
  const names = await readdir(OUTBOX_DIR).catch(() => [] as string[])
  for (const name of names.filter((file) => file.endsWith('.json'))) {
    const mail = JSON.parse(await readFile(path.join(OUTBOX_DIR, name), 'utf8')) as OutboxMail
    if (mail.replyTo === sender) return mail
  }
  return undefined
}

async function openContactPage(page: Page) {
  await page.goto('/contact-us')
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
}

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('the message opens in the “Type Your Message” modal: Save keeps it, Close and Escape do not', async ({ page }) => {
    await openContactPage(page)
    const message = page.getByLabel('Message', { exact: true })
    const dialog = page.getByRole('dialog', { name: 'Type Your Message' })
    await expect(dialog).toBeHidden()

    await message.click()
    await expect(dialog).toBeVisible()
    const box = dialog.getByRole('textbox')
    await expect(box).toBeFocused()
    await page.keyboard.type('Please call me about my onion harvest.')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(dialog).toBeHidden()
    await expect(message).toHaveValue('Please call me about my onion harvest.')
    await expect(message).toBeFocused()

    await message.click()
    await expect(box).toHaveValue('Please call me about my onion harvest.')
    await page.keyboard.type(' Not saved.')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(message).toHaveValue('Please call me about my onion harvest.')
    await expect(message).toBeFocused()

    await message.click()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(message).toHaveValue('Please call me about my onion harvest.')
  })

  test('a sent message is thanked and arrives in support’s mailbox', async ({ page }) => {
    const sender = uniqueEmail('contact')
    await openContactPage(page)
    await page.getByLabel('Name', { exact: true }).fill('Asha Devi')
    await page.getByLabel('Email', { exact: true }).fill(sender)
    await page.getByLabel('Message', { exact: true }).click()
    await page.getByRole('dialog').getByRole('textbox').fill('Can buyers in Pune see my tomatoes?')
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click()
    await page.getByRole('button', { name: 'Send Message' }).click()

    await expectToast(page, 'Thank you for your patience.')
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('')
    let mail: OutboxMail | undefined
    await expect.poll(async () => (mail = await mailFrom(sender)), { timeout: 10_000 }).toBeDefined()
    expect(mail).toMatchObject({ to: SUPPORT_EMAIL, replyTo: sender, subject: 'Contact form: Asha Devi' })
    expect(mail?.text).toContain('Can buyers in Pune see my tomatoes?')
  })

  test('the browser’s checks stop an empty or malformed form', async ({ page }) => {
    let posted = false
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) posted = true
    })
    await openContactPage(page)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByLabel('Name', { exact: true })).toHaveJSProperty('validity.valueMissing', true)

    await page.getByLabel('Name', { exact: true }).fill('Asha')
    await page.getByLabel('Email', { exact: true }).fill('not-an-email')
    await page.getByLabel('Message', { exact: true }).click()
    await page.getByRole('dialog').getByRole('textbox').fill('Hello')
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click()
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByLabel('Email', { exact: true })).toHaveJSProperty('validity.typeMismatch', true)
    expect(posted).toBe(false)
  })
})

test.describe('on a 390 px phone screen', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the message is edited in place, and the address shows without a map', async ({ page }) => {
    await openContactPage(page)
    const message = page.getByLabel('Message', { exact: true })
    await message.click()
    await page.keyboard.type('Typed right here.')
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(message).toHaveValue('Typed right here.')

    const map = page.getByRole('region', { name: 'Find us' })
    await map.scrollIntoViewIfNeeded()
    await expect(map.getByText(/Kolkata, West Bengal 700091/)).toBeVisible()
    await expect(map.locator('iframe')).toHaveCount(0)
    await expect(map.getByRole('link', { name: /Open in maps/ })).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\//)
  })
})

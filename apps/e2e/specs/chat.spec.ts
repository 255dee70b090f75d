import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clickMenuItem } from '../support/antd-dropdown';
import { contextOptions, launchBrowser } from '../support/browser';
import { openSignedIn } from '../support/sign-in';

/** Message texts that would run script if a message were ever rendered as markup or as a link of another scheme. */
const XSS = [
  '<script>window.__xss = 1</script>',
  '<img src=x onerror="window.__xss = 1">',
  '<a href="javascript:window.__xss=1">bấm</a>',
  'javascript:window.__xss=1',
  '"><svg onload="window.__xss=1">',
  '<iframe src="javascript:window.__xss=1"></iframe>',
];

async function send(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Nhập tin nhắn…' });
  await box.fill(text);
  await box.press('Enter');
  await page.locator('.chat-message-mine .chat-text').filter({ hasText: text }).last().waitFor();
}

describe('staff chat', () => {
  it('two staff chat: badge, sound, seen state, online dots, and message text that cannot run script', async () => {
    const browser = await launchBrowser();
    const dialogs: string[] = [];
    try {
      const adminContext = await browser.newContext(contextOptions());
      const teacherContext = await browser.newContext(
        contextOptions({
          viewport: { width: 375, height: 740 },
          isMobile: true,
          hasTouch: true,
        }),
      );
      for (const context of [adminContext, teacherContext]) context.setDefaultTimeout(20_000);
      const admin = await adminContext.newPage();
      const teacher = await teacherContext.newPage();
      for (const page of [admin, teacher]) {
        page.on('dialog', (dialog) => {
          dialogs.push(dialog.message());
          void dialog.dismiss();
        });
      }

      await openSignedIn(teacher, 'giaovien');
      await openSignedIn(admin, 'admin');

      // Admin: the header chat icon opens the Onlines drawer; the teacher is found by search and is online.
      await admin.getByRole('button', { name: 'Trò chuyện' }).click();
      const drawer = admin.getByRole('dialog', { name: /Onlines/ });
      await drawer.waitFor();
      await drawer.locator('.chat-root[data-status="connected"]').waitFor();
      await drawer.getByPlaceholder('Tìm người để trò chuyện').fill('giaovien');
      await drawer.locator('.chat-row-button').first().click();
      await drawer.getByText('Đang trực tuyến', { exact: true }).waitFor();
      await send(admin, 'Xin chào cô, xem https://hpl.edu.vn/lich nhé');

      // The teacher (a phone, 375 px): no header chat icon; the account menu's Support entry carries the count.
      expect(await teacher.getByRole('button', { name: 'Trò chuyện' }).count()).toBe(0);
      await teacher.locator('.header-account .ant-badge-dot').waitFor();
      await teacher.locator('.header-account').click();
      await clickMenuItem(teacher, /Hỗ trợ/);
      const teacherDrawer = teacher.getByRole('dialog', { name: /Onlines/ });
      await teacherDrawer.waitFor();
      expect(Number(await teacher.locator('.chat-root').getAttribute('data-sound-count'))).toBeGreaterThanOrEqual(1);
      const row = teacherDrawer.locator('.chat-row-button').first();
      expect(await row.locator('.chat-unseen').textContent()).toContain('1');
      expect(await row.locator('.ant-badge-status-success').count()).toBe(1);
      const box = await teacherDrawer.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(375.5);
      await row.click();
      const link = teacherDrawer.getByRole('link', { name: 'https://hpl.edu.vn/lich' });
      await link.waitFor();
      expect(await link.getAttribute('target')).toBe('_blank');
      await teacher.locator('.header-account .ant-badge-dot').waitFor({ state: 'detached' });

      // Seen: the admin's message turns viewed once the teacher has opened the conversation.
      await admin.locator('.chat-message-mine .chat-viewed').last().waitFor();

      // Every XSS payload arrives as text on the admin's side, and nothing ran.
      for (const payload of XSS) await send(teacher, payload);
      for (const payload of XSS) {
        await admin
          .locator('.chat-message:not(.chat-message-mine) .chat-text')
          .filter({ hasText: payload })
          .first()
          .waitFor();
      }
      const messages = admin.locator('.chat-messages');
      expect(await messages.locator('script, img[src="x"], svg[onload], iframe').count()).toBe(0);
      expect(await messages.locator('a[href^="javascript"]').count()).toBe(0);
      expect(await admin.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
      expect(await teacher.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
      expect(dialogs).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clickMenuItem } from '../support/antd-dropdown';
import { clickInDialog } from '../support/antd-modal';
import { useBrowser, withPage } from '../support/browser';
import { openSignedIn } from '../support/sign-in';

const browser = useBrowser();
const OPEN = 'Trợ lý tra cứu quy định';
const UNAVAILABLE = 'Dịch vụ không khả dụng! Vui lòng thử lại sau.';

async function openChatBot(page: Page) {
  await page.getByRole('button', { name: OPEN }).click();
  const drawer = page.getByRole('dialog', { name: OPEN });
  await drawer.waitFor();
  return drawer;
}

const topicNames = (drawer: ReturnType<Page['getByRole']>) =>
  drawer.getByRole('radiogroup', { name: 'Lĩnh vực' }).locator('.ant-segmented-item-label').allTextContents();

describe('regulations chatbot', () => {
  it('offers each role only its topics, and no chatbot to other roles', async () => {
    await withPage(browser(), 'chatbot-topics-teacher', async (page) => {
      await openSignedIn(page, 'giaovien');
      expect(await topicNames(await openChatBot(page))).toEqual(['Quy định và văn bản', 'HPL']);
    });
    await withPage(browser(), 'chatbot-topics-inspector', async (page) => {
      await openSignedIn(page, 'thanhtra');
      await page.getByRole('main').waitFor();
      expect(await page.getByRole('button', { name: OPEN }).count()).toBe(0);
    });
  });

  it('a student on a phone asks, watches the reply stream, stops it, opens the source, keeps history and clears it', async () => {
    await withPage(
      browser(),
      'chatbot-student',
      async (page) => {
        await openSignedIn(page, 'hocsinh');
        let drawer = await openChatBot(page);
        expect(await topicNames(drawer)).toEqual(['HPL', 'Sổ tay học sinh']);
        await drawer.getByText('Sổ tay học sinh', { exact: true }).click();

        const input = drawer.getByRole('textbox', { name: 'Nhập câu hỏi…' });
        const send = drawer.getByRole('button', { name: 'Gửi' });
        expect(await send.isDisabled()).toBe(true);
        await input.fill('   ');
        expect(await send.isDisabled()).toBe(true);
        await input.fill('Đi học muộn 3 lần thì sao?');
        await input.press('Enter');

        await drawer.getByTestId('chatbot-human').filter({ hasText: 'Đi học muộn 3 lần thì sao?' }).waitFor();
        // The reply is revealed character by character: Stop shows while it runs and shows everything at once.
        const stop = drawer.getByRole('button', { name: 'Dừng' });
        await stop.waitFor();
        const bot = drawer.getByTestId('chatbot-bot').last();
        const partial = (await bot.textContent()) ?? '';
        expect(partial).not.toContain('(Nguồn:');
        await stop.click();
        await bot.getByText(/Đi học muộn 3 lần được tính bằng 1 buổi nghỉ không phép\./).waitFor();
        expect(await bot.textContent()).toContain('(Nguồn: Sổ tay học sinh');

        await bot
          .getByRole('button', { name: /4\.3\. Đi học muộn/ })
          .first()
          .click();
        const source = page.getByRole('dialog', { name: /Sổ tay học sinh/ });
        await source.getByText('Học sinh đến lớp sau 7 giờ 30 là đi học muộn', { exact: false }).waitFor();
        await source.getByRole('button', { name: /close|đóng/i }).click();

        // History survives a reload, per topic.
        await page.reload();
        drawer = await openChatBot(page);
        await drawer.getByText('HPL', { exact: true }).click();
        expect(await drawer.getByTestId('chatbot-human').count()).toBe(0);
        expect(await drawer.getByRole('button', { name: 'Xóa lịch sử' }).isDisabled()).toBe(true);
        await drawer.getByText('Sổ tay học sinh', { exact: true }).click();
        await drawer.getByTestId('chatbot-human').filter({ hasText: 'Đi học muộn 3 lần thì sao?' }).waitFor();

        // Clearing asks first.
        await drawer.getByRole('button', { name: 'Xóa lịch sử' }).click();
        await clickMenuItem(page, 'Xóa lịch sử lĩnh vực này');
        await page
          .locator('.ant-modal-confirm-title', { hasText: 'Bạn có chắc chắn muốn xóa toàn bộ lịch sử trò chuyện?' })
          .waitFor();
        await clickInDialog(page, 'Xóa', { exact: true });
        await drawer.getByTestId('chatbot-human').waitFor({ state: 'detached' });
        expect(await drawer.getByRole('button', { name: 'Xóa lịch sử' }).isDisabled()).toBe(true);
      },
      { viewport: { width: 375, height: 740 } },
    );
  });

  it('shows the service-unavailable message when the chatbot fails', async () => {
    await withPage(browser(), 'chatbot-failure', async (page) => {
      await openSignedIn(page, 'giaovien');
      await page.route('**/api/ChatBot/hoi', (route) => route.fulfill({ status: 503, body: '' }));
      const drawer = await openChatBot(page);
      const input = drawer.getByRole('textbox', { name: 'Nhập câu hỏi…' });
      await input.fill('Lương được trả vào ngày nào?');
      await drawer.getByRole('button', { name: 'Gửi' }).click();
      await drawer.getByRole('button', { name: 'Dừng' }).click();
      await drawer.getByTestId('chatbot-bot').filter({ hasText: UNAVAILABLE }).waitFor();
    });
  });
});

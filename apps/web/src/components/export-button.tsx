import { DownloadOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { type ReactNode, useState } from 'react';

/**
 * A button that runs a download (an Excel export, a PDF): it spins while the file is made and stays usable after a
 * failure, which the API client has already reported to the user.
 */
export function ExportButton({
  download,
  children,
  icon = <DownloadOutlined />,
  ...props
}: Omit<ButtonProps, 'onClick' | 'loading'> & { download: () => Promise<unknown>; children: ReactNode }) {
  const [running, setRunning] = useState(false);
  return (
    <Button
      {...props}
      icon={icon}
      loading={running}
      onClick={() => {
        setRunning(true);
        download()
          .catch(() => undefined)
          .finally(() => setRunning(false));
      }}
    >
      {children}
    </Button>
  );
}

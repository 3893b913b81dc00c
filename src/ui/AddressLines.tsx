import { Fragment } from 'react';
import { formattedAddress } from '../model/siteContent';

/** The company's postal address, one line per row. */
export function AddressLines() {
  return (
    <>
      {formattedAddress.map((line, index) => (
        <Fragment key={line}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </>
  );
}

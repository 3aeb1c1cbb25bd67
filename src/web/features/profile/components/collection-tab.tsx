import { GiftIcon, ShopIcon } from '../../../components/icons';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

/** The player's items. Buying comes with the shop, so for now everyone starts here. */
export function CollectionTab() {
  return (
    <Card className="px-6 py-14 text-center">
      <span className="mx-auto grid size-20 place-items-center rounded-full border border-royal-400/30 bg-royal-500/10 text-royal-300">
        <GiftIcon size={38} />
      </span>
      <h2 className="mt-5 font-bold font-display text-2xl text-ink">You don't have any items yet</h2>
      <p className="mx-auto mt-2 max-w-md text-ink-muted">
        Avatars, borders, badges and name colours you buy with Fun Funds will be shown here.
      </p>
      <ButtonLink to="/shop" className="mt-7" icon={<ShopIcon size={18} />}>
        Visit the Shop
      </ButtonLink>
    </Card>
  );
}

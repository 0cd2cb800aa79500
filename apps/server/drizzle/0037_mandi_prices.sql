CREATE TABLE "mandi_markets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mandi_markets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"state" text NOT NULL,
	"district" text NOT NULL,
	"market" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	CONSTRAINT "mandi_markets_place_unique" UNIQUE("state","district","market"),
	CONSTRAINT "mandi_markets_point_whole" CHECK (("mandi_markets"."latitude" IS NULL) = ("mandi_markets"."longitude" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "mandi_prices" (
	"market_id" integer NOT NULL,
	"commodity" text NOT NULL,
	"variety" text DEFAULT '' NOT NULL,
	"grade" text DEFAULT '' NOT NULL,
	"arrival_date" date NOT NULL,
	"crop" text,
	"min_price" numeric(12, 2) NOT NULL,
	"max_price" numeric(12, 2) NOT NULL,
	"modal_price" numeric(12, 2) NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mandi_prices_pkey" PRIMARY KEY("market_id","commodity","variety","grade","arrival_date"),
	CONSTRAINT "mandi_prices_prices_valid" CHECK ("mandi_prices"."min_price" >= 0 AND "mandi_prices"."min_price" <= "mandi_prices"."modal_price" AND "mandi_prices"."modal_price" <= "mandi_prices"."max_price")
);
--> statement-breakpoint
ALTER TABLE "mandi_prices" ADD CONSTRAINT "mandi_prices_market_id_mandi_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."mandi_markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mandi_prices_crop_date" ON "mandi_prices" USING btree ("crop","arrival_date");--> statement-breakpoint
CREATE INDEX "mandi_prices_crop_market_date" ON "mandi_prices" USING btree ("crop","market_id","arrival_date");--> statement-breakpoint
CREATE INDEX "order_lines_product_id_idx" ON "order_lines" USING btree ("product_id");
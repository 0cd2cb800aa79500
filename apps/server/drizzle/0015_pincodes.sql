CREATE TABLE "pincodes" (
	"pin" text PRIMARY KEY NOT NULL,
	"district" text NOT NULL,
	"state" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	CONSTRAINT "pincodes_pin_format" CHECK ("pincodes"."pin" ~ '^[1-9][0-9]{5}$'),
	CONSTRAINT "pincodes_state_known" CHECK ("pincodes"."state" IN ('Andaman and Nicobar Islands', 'Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chandigarh', 'Chhattisgarh', 'Dadra and Nagar Haveli and Daman and Diu', 'Delhi', 'Goa', 'Gujarat', 'Haryana', 'Himachal Pradesh', 'Jammu and Kashmir', 'Jharkhand', 'Karnataka', 'Kerala', 'Ladakh', 'Lakshadweep', 'Madhya Pradesh', 'Maharashtra', 'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland', 'Odisha', 'Puducherry', 'Punjab', 'Rajasthan', 'Sikkim', 'Tamil Nadu', 'Telangana', 'Tripura', 'Uttar Pradesh', 'Uttarakhand', 'West Bengal')),
	CONSTRAINT "pincodes_latitude_range" CHECK ("pincodes"."latitude" BETWEEN -90 AND 90),
	CONSTRAINT "pincodes_longitude_range" CHECK ("pincodes"."longitude" BETWEEN -180 AND 180),
	CONSTRAINT "pincodes_point_whole" CHECK (("pincodes"."latitude" IS NULL) = ("pincodes"."longitude" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "reference_data" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"checksum" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE "respaldos" (
	"nombre" varchar(80) PRIMARY KEY NOT NULL,
	"fecha" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "respaldos_fecha_idx" ON "respaldos" USING btree ("fecha");
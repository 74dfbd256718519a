/**
 * schema.org's LocalBusiness and the types below it (schema.org 29), plus the medical and veterinary
 * organisations a practice marks itself up as (a physical place with an address, as Google's local business
 * markup means it). Types are matched by their name, with or without the schema.org prefix.
 */
const TYPES = `LocalBusiness
AnimalShelter ArchiveOrganization ChildCare Dentist DryCleaningOrLaundry EmploymentAgency InternetCafe Library
ProfessionalService RadioStation RealEstateAgent RecyclingCenter SelfStorage ShoppingCenter TelevisionStation
TouristInformationCenter TravelAgency
AutomotiveBusiness AutoBodyShop AutoDealer AutoPartsStore AutoRental AutoRepair AutoWash GasStation
MotorcycleDealer MotorcycleRepair
EmergencyService FireStation Hospital PoliceStation
EntertainmentBusiness AdultEntertainment AmusementPark ArtGallery Casino ComedyClub MovieTheater NightClub
FinancialService AccountingService AutomatedTeller BankOrCreditUnion InsuranceAgency
FoodEstablishment Bakery BarOrPub Brewery CafeOrCoffeeShop Distillery FastFoodRestaurant IceCreamShop Restaurant
Winery
GovernmentOffice PostOffice
HealthAndBeautyBusiness BeautySalon DaySpa HairSalon HealthClub NailSalon TattooParlor
HomeAndConstructionBusiness Electrician GeneralContractor HVACBusiness HousePainter Locksmith MovingCompany Plumber
RoofingContractor
LegalService Attorney Notary
LodgingBusiness BedAndBreakfast Campground Hostel Hotel Motel Resort SkiResort VacationRental
MedicalBusiness CommunityHealth Dermatology DietNutrition Emergency Geriatric Gynecologic MedicalClinic
CovidTestingFacility Midwifery Nursing Obstetric Oncologic Optician Optometric Otolaryngologic Pediatric Pharmacy
Physician IndividualPhysician PhysiciansOffice Physiotherapy PlasticSurgery Podiatric PrimaryCare Psychiatric
PublicHealth
SportsActivityLocation BowlingAlley ExerciseGym GolfCourse PublicSwimmingPool SportsClub StadiumOrArena TennisComplex
Store BikeStore BookStore ClothingStore ComputerStore ConvenienceStore DepartmentStore ElectronicsStore Florist
FurnitureStore GardenStore GroceryStore HardwareStore HobbyShop HomeGoodsStore JewelryStore LiquorStore
MensClothingStore MobilePhoneStore MovieRentalStore MusicStore OfficeEquipmentStore OutletStore PawnShop PetStore
ShoeStore SportingGoodsStore TireShop ToyStore WholesaleStore
MedicalOrganization VeterinaryCare DiagnosticLab`;

const LOCAL_BUSINESS_TYPES = new Set(TYPES.split(/\s+/));

/** "Plumber", "https://schema.org/Plumber", "schema:Plumber" → true; "Organization", "WebSite" → false. */
export function isLocalBusinessType(type: string): boolean {
  return LOCAL_BUSINESS_TYPES.has(
    type.replace(/^(?:https?:\/\/(?:www\.)?schema\.org\/|schema:)/i, '').trim(),
  );
}
